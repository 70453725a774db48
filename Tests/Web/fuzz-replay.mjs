// Replays every file of the fuzz corpus through the WebAssembly build of the fuzz harness
// (CarouselFuzzKit, with Tests/Web/FuzzExports.swift) under node: the engine's promises checked
// after every step with a 32-bit `Int`. A trap (a WebAssembly RuntimeError: an overflow, a
// failed precondition) counts separately from a broken promise; both fail.
//
//   node Tests/Web/fuzz-replay.mjs carousel-fuzz.wasm Tests/Fuzz/Corpus

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [wasmPath, corpus] = process.argv.slice(2);
const module = new WebAssembly.Module(readFileSync(wasmPath));
const files = readdirSync(corpus).sort();
let instance = new WebAssembly.Instance(module, {});
let bytes = 0;
let traps = 0;
let broken = 0;
const start = process.hrtime.bigint();
for (const name of files) {
  const data = readFileSync(join(corpus, name));
  bytes += data.length;
  const E = instance.exports;
  try {
    const address = E.fuzz_input(data.length);
    new Uint8Array(E.memory.buffer, address, data.length).set(data);
    const length = E.fuzz_check(data.length);
    if (length > 0) {
      broken += 1;
      const text = new TextDecoder().decode(new Uint8Array(E.memory.buffer, E.fuzz_report(), length));
      console.log(`BROKEN ${name}: ${text}`);
    }
  } catch (error) {
    traps += 1;
    console.log(`TRAP ${name}: ${error}`);
    instance = new WebAssembly.Instance(module, {});  // a trapped instance is not to be trusted
  }
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const memory = instance.exports.memory.buffer.byteLength / 1024;
console.log(`fuzz corpus under wasm32: ${files.length} files (${bytes} bytes) in ${seconds.toFixed(1)} s, ` +
  `${broken} broken promises, ${traps} traps; memory ${memory} KiB`);
process.exit(broken + traps > 0 ? 1 : 0);
