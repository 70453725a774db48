// Writes the deterministic script that Tests/Web/run replays natively and under node: one C
// function call per line, `carousel_<name> <numbers...>`, the last number always the page time
// in milliseconds; a line starting with `#` is a marker that the replays copy. After every line both replays write the engine's whole state at that time
// (`carousel_snapshot`), so every number of every step is compared.
//
// For every style, finite and looping (and each of them also vertical), with a transition preset
// (each preset on two styles, both axes), it drives autoplay (with and without a resume
// delay after the user's moves), flicks, slow drags, cross-axis drags, drags past the ends, taps, keys and buttons, settings
// changes and the environment, sampling frames through every motion; then hostile input (NaN,
// huge drags and times), which on wasm32 exercises the 32-bit bounds.
//
//   node Tests/Web/script.mjs > script.txt

const STYLES = 8;
const lines = [];
let t = 0;

const call = (name, ...args) => lines.push(`carousel_${name} ${[...args, t].join(' ')}`);
/** Samples the state every 16 ms for `ms` (a settling spring, a running wait), then tells the
 *  carousel the motion ended, as the page's last frame does (early, it changes nothing). */
const frames = (ms, step = 16) => {
  for (const end = t + ms; t < end; t += step) call('is_moving');
  call('motion_ended');
};
const at = (ms) => { t = ms; };
const later = (ms) => { t += ms; };

/** A drag from (x, y) by (dx, dy) in `steps` moves `interval` ms apart, then released after
 *  `pause` ms still. */
function drag(x, y, dx, dy, steps, interval, pause = 0) {
  call('touch_down', x, y);
  for (let i = 1; i <= steps; i++) {
    later(interval);
    call('drag', x + (dx * i) / steps, y + (dy * i) / steps);
  }
  later(pause);
  call('release', x + dx, y + dy);
}

function session(style, looping, vertical) {
  at(t + 10_000);
  call('create');
  call('set_viewport', 390, 260);
  call('set_style', style);
  call('set_looping', looping ? 1 : 0);
  call('set_axis', vertical ? 1 : 0);
  call('set_transition', style % 4);
  call('set_autoplay', 3);
  call('page_visible', 1);
  call('visibility', 1);
  const start = t;
  // Autoplay: two advances, sampled through their springs.
  at(start + 3000);
  call('tick');
  frames(600);
  at(start + 6000);
  call('tick');
  frames(600);
  const along = (d) => (vertical ? [0, d] : [d, 0]);
  // A flick forward (fast), and one back.
  drag(200, 130, ...along(-120), 4, 12);
  frames(700);
  drag(200, 130, ...along(140), 4, 12);
  frames(700);
  // A slow drag across more than half a page, held still before the release.
  drag(300, 130, ...along(-250), 30, 33, 150);
  frames(800);
  // A slow short drag: stays.
  drag(200, 130, ...along(-60), 20, 30, 120);
  frames(600);
  // A cross-axis drag: not the carousel's.
  drag(200, 130, ...(vertical ? [-150, 12] : [12, -150]), 10, 16);
  frames(200);
  // Back to the first item, then far past the start, and past the end.
  call('select', 0);
  frames(700);
  call('tap', 1);
  frames(700);
  call('previous');
  frames(700);
  drag(200, 130, ...along(900), 20, 16, 100);
  frames(900);
  call('select', 4);
  frames(700);
  drag(200, 130, ...along(-900), 20, 16);
  frames(900);
  // A finger that stays down holds autoplay past the deadline; the wait restarts after it.
  call('touch_down', 200, 130);
  later(4000);
  call('tick');
  call('release', 200, 130);
  later(3000);
  call('tick');
  frames(600);
  // Keys, buttons, dots, playback, Reduce Motion, leaving the screen and the tab.
  for (const key of [0, 1, 2, 3]) {
    call('arrow', key);
    frames(120);
  }
  call('next');
  frames(200);
  call('previous');
  frames(200);
  call('toggle_playback');
  later(4000);
  call('tick');
  call('toggle_playback');
  frames(100);
  call('reduce_motion', 1);
  call('next');
  frames(100);
  call('reduce_motion', 0);
  call('visibility', 0);
  later(5000);
  call('visibility', 1);
  call('page_visible', 0);
  later(5000);
  call('page_visible', 1);
  frames(100);
  // Settings while moving: spacing, peek, insets, springs, flicks, item counts, the viewport.
  call('next');
  later(50);
  call('set_spacing', 20);
  call('set_peek', 40);
  call('set_insets', 30, 10);
  frames(300);
  for (const kind of [1, 2, 3]) {
    call('set_spring', kind, 0.35, 0.2);
    call('next');
    frames(400);
  }
  call('set_multipage_flicks', 1);
  drag(300, 130, ...along(-300), 3, 10);
  frames(900);
  call('set_items', 3);
  frames(200);
  call('set_items', 1);
  call('set_items', 0);
  call('set_items', 7);
  call('select', 6);
  frames(500);
  call('set_viewport', 320, 480);
  frames(100);
  // A resume delay: after the user's own move autoplay waits 1.5 s more, after a button not.
  call('set_resume_delay', 1.5);
  drag(200, 130, ...along(-200), 4, 12);
  frames(700);
  later(2400);
  call('tick');  // the interval alone: too early
  later(1600);
  call('tick');
  frames(600);
  call('next');
  frames(600);
  later(2500);
  call('tick');
  frames(300);
  call('set_indicator', 2);
  call('set_spacing', NaN);
  call('set_peek', NaN);
}

for (let style = 0; style < STYLES; style++) {
  for (const looping of [false, true]) {
    for (const vertical of [false, true]) session(style, looping, vertical);
  }
}

// Hostile input: what a page could send by mistake, and what 32 bits cannot hold. Before a
// `# beyond 32 bits` marker both builds must agree; from it on, the rest of that carousel's
// session may differ, since a drag of more than 2^31 pages saturates (and, looping, is rebased)
// where `Int` has 32 bits: compare.py stops comparing that session there.
for (let style = 0; style < STYLES; style++) {
  at(t + 10_000);
  call('create');
  call('set_viewport', 390, 260);
  call('set_style', style);
  call('set_looping', style % 2);
  call('visibility', 1);
  drag(200, 130, NaN, Infinity, 2, 16);
  frames(50);
  call('set_viewport', 1e300, 1e-300);
  frames(50);
  call('set_viewport', NaN, -5);
  call('set_spacing', 1e308);
  call('set_insets', -1, Infinity);
  call('set_items', 1e12);
  call('set_items', 2 ** 31);
  call('set_items', 1000);
  call('select', 999);
  frames(200);
  call('select', 2 ** 40);
  call('set_style', 99);
  call('set_transition', NaN);
  call('set_transition', 99);
  call('tap', 2 ** 40);
  call('set_spring', 7, NaN, NaN);
  call('set_spring', 3, -1, 5);
  call('set_autoplay', 1e-9);
  call('set_autoplay', Infinity);
  call('set_autoplay', 1e12);
  for (const delay of [NaN, -1, Infinity, 1e300, 1e-12]) call('set_resume_delay', delay);
  call('arrow', 9);
  call('set_viewport', 390, 260);
  call('set_spacing', NaN);
  call('set_insets', 0, 0);
  call('set_items', 5);
  drag(200, 130, -80, 0, 2, 16);
  frames(600);
  drag(200, 130, 1e9, 0, 2, 16);
  frames(100);
  lines.push('# beyond 32 bits');
  drag(200, 130, -1e12, 0, 2, 16);
  frames(100);
  drag(200, 130, 1e12, 3e11, 2, 16);
  frames(100);
}
// Times far from zero, both ways.
at(1e15);
call('create');
call('set_viewport', 390, 260);
call('set_autoplay', 3);
call('visibility', 1);
later(3000);
call('tick');
frames(300);
at(-1e15);
call('tick');
frames(50);
at(Infinity);
call('tick');
at(NaN);
call('next');

process.stdout.write(lines.join('\n') + '\n');
