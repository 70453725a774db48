// Replays a script (Tests/Web/script.mjs) through the playground's WebAssembly module under node:
// calls each line's function with its numbers, then writes the line's result and the engine's
// whole state at the line's time (`carousel_snapshot`), one line of numbers per script line.
// Tests/Web/NativeReplay.swift does the same through the native build; Tests/Web/compare.py
// compares the two number by number.
//
//   node Tests/Web/replay.mjs carousel.wasm script.txt > wasm.txt
//   node Tests/Web/replay.mjs carousel.wasm --bench     (time per frame)

import { readFileSync, writeSync } from 'node:fs';

const [wasmPath, scriptPath] = process.argv.slice(2);
const module = new WebAssembly.Module(readFileSync(wasmPath));
const E = new WebAssembly.Instance(module, {}).exports;
const view = (count) => new Float64Array(E.memory.buffer, E.carousel_numbers(), count);

if (scriptPath === '--bench') {
  bench();
} else {
  replay(readFileSync(scriptPath, 'utf8'));
}

function replay(script) {
  let out = '';
  for (const line of script.split('\n')) {
    if (!line) continue;
    if (line.startsWith('#')) {
      out += line + '\n';
      continue;
    }
    const [name, ...args] = line.split(' ');
    const numbers = args.map(Number);
    const result = E[name](...numbers);
    const count = E.carousel_snapshot(numbers[numbers.length - 1]);
    out += [result, ...view(count)].join(' ') + '\n';
    if (out.length > 1 << 20) {
      writeSync(1, out);
      out = '';
    }
  }
  writeSync(1, out);
}

/** What a page does per animation frame while the carousel moves: lay out the visible items
 *  and the dots and ask whether to go on, for every style, finite and looping, while a drag and
 *  a spring move it. Prints the median time per frame over batches. */
function bench() {
  const framesPerBatch = 10_000;
  const batches = [];
  let checksum = 0;
  let t = 0;
  for (let round = 0; round < 3; round++) {
    for (let style = 0; style < 8; style++) {
      for (const looping of [0, 1]) {
        E.carousel_create(t);
        E.carousel_set_viewport(390, 260, t);
        E.carousel_set_style(style, t);
        E.carousel_set_looping(looping, t);
        E.carousel_set_items(20, t);
        E.carousel_visibility(1, t);
        const start = process.hrtime.bigint();
        for (let frame = 0; frame < framesPerBatch; frame++) {
          t += 16;
          if (frame % 60 === 0) E.carousel_touch_down(200, 130, t);
          else if (frame % 60 < 20) E.carousel_drag(200 - (frame % 60) * 9, 130, t);
          else if (frame % 60 === 20) E.carousel_release(20, 130, t);
          const items = E.carousel_frame(t);
          checksum += view(items * 18)[3] ?? 0;
          checksum += E.carousel_dots(t);
          checksum += E.carousel_is_moving(t);
        }
        batches.push(Number(process.hrtime.bigint() - start) / framesPerBatch);
      }
    }
  }
  batches.sort((a, b) => a - b);
  const median = batches[batches.length >> 1];
  console.log(
    `node ${process.version}: ${median.toFixed(0)} ns per frame (median of ${batches.length} ` +
      `batches of ${framesPerBatch} frames: visible items, dots, isMoving; every style, finite ` +
      `and looping; fastest batch ${batches[0].toFixed(0)} ns, slowest ` +
      `${batches[batches.length - 1].toFixed(0)} ns); memory ${E.memory.buffer.byteLength / 1024} KiB; ` +
      `checksum ${checksum.toFixed(3)}`);
}
