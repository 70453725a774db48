// Writes the playground's SwiftUI code for a set of settings, through the WebAssembly module's
// own code generator (`carousel_swiftui_code`), into DIR/PlaygroundCarousel<N>.swift, for
// Tests/Web/run to type-check against CarouselUI for iOS 17. Every style appears, with every
// other control set away from its default somewhere, and every transition preset (parallax
// along both axes).
//
//   node Tests/Web/swiftui-code.mjs carousel.wasm DIR

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [wasmPath, directory] = process.argv.slice(2);
const E = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), {}).exports;
const t = 0;

// style, then the settings that differ from the defaults.
const cases = [
  { style: 0 },
  { style: 1, looping: 1, autoplay: 3, resume: 1.5, spacing: 12, peek: 28, indicator: 2,
    transition: 1 },
  { style: 2, vertical: 1, spring: [1, 0.3, 0.1], multipage: 1, transition: 3 },
  { style: 3, autoplay: 2.5, indicator: 1, count: 12, height: 320, transition: 2 },
  { style: 4, insets: [20, 20], spring: [2, 0.6, 0.05], transition: 3 },
  { style: 5, looping: 1, spring: [3, 0.4, -0.2], indicator: 3, count: 0 },
  { style: 6, spacing: 0, insets: [0, 36], spring: [0, 0.35, 0], transition: 4 },
  { style: 7, vertical: 1, looping: 1, peek: 40, autoplay: 4, multipage: 1, height: 420 },
];

mkdirSync(directory, { recursive: true });
cases.forEach((settings, number) => {
  E.carousel_create(t);
  E.carousel_set_style(settings.style, t);
  if (settings.vertical) E.carousel_set_axis(1, t);
  if (settings.looping) E.carousel_set_looping(1, t);
  if (settings.autoplay) E.carousel_set_autoplay(settings.autoplay, t);
  if (settings.resume) E.carousel_set_resume_delay(settings.resume, t);
  if (settings.spacing !== undefined) E.carousel_set_spacing(settings.spacing, t);
  if (settings.peek !== undefined) E.carousel_set_peek(settings.peek, t);
  if (settings.insets) E.carousel_set_insets(...settings.insets, t);
  if (settings.spring) E.carousel_set_spring(...settings.spring, t);
  if (settings.multipage) E.carousel_set_multipage_flicks(1, t);
  if (settings.indicator) E.carousel_set_indicator(settings.indicator, t);
  if (settings.transition) E.carousel_set_transition(settings.transition, t);
  if (settings.count !== undefined) E.carousel_set_items(settings.count, t);
  E.carousel_set_viewport(390, settings.height ?? 260, t);
  const length = E.carousel_swiftui_code();
  const code = new TextDecoder().decode(new Uint8Array(E.memory.buffer, E.carousel_text(), length));
  // One module holds every file: each view gets its own name.
  const name = `PlaygroundCarousel${number + 1}`;
  writeFileSync(join(directory, `${name}.swift`),
    code.replace('struct PlaygroundCarousel: View', `struct ${name}: View`));
});
console.log(`wrote ${cases.length} SwiftUI files to ${directory}`);
