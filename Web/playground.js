// The playground page: a host of the CarouselCore engine compiled to WebAssembly
// (Sources/CarouselWeb/WebExports.swift lists the functions it calls). The engine decides
// everything; this script only feeds it the page's events with their times and draws what it
// says: slides placed with CSS transforms, the page dots, the accessibility wording.
//
// - Frames: requestAnimationFrame runs only while the engine says something moves.
// - Time: one setTimeout, for the engine's one deadline (the next autoplay advance).
// - Input: pointer events (mouse, pen and touch) with their time stamps; the engine's glue
//   tracks the drag and its velocity. Arrow keys, the dots, the buttons.
// - Environment: prefers-reduced-motion, a hidden tab (visibilitychange), the stage leaving the
//   screen (IntersectionObserver).
// - Activity: the phase and each selection change with its cause, as a SwiftUI app's callbacks
//   hear them, shown in a plain list that is no live region (it would chatter).

const STYLE_NAMES = ['paged', 'peek', 'scale', 'fade', 'rotation', 'coverFlow', 'stack', 'ring'];
const ITEM_FIELDS = 18;
const DOT_FIELDS = 4;
const DOT_PITCH = 20;
const DOT_SIZE = 8;
const SUSPENSIONS = [
  'paused', 'touching', 'Reduce Motion', 'VoiceOver', 'tab hidden', 'off screen',
  'fewer than two slides', 'no interval',
];
const ARROWS = { ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3 };
// CarouselPhase and CarouselSelectionCause, in the order of their allCases (carousel_activity).
const PHASES = ['idle', 'dragging', 'settling', 'autoplaying', 'tracking'];
const CAUSES = [
  'swipe', 'tap', 'indicator', 'autoplay', 'keyboard', 'crown', 'accessibility', 'program',
  'dataChange',
];
const LOG_LENGTH = 6;
// What the rotation control offers, by carousel_playback_state (CarouselPlaybackState): its
// text and its name say what a press does now, and it neither shows nor names a "stop" while
// nothing rotates (hidden without autoplay, disabled while Reduce Motion keeps autoplay off).
const ROTATION = [
  null,
  { text: 'Slide show off', label: 'Automatic slide show off', disabled: true },
  { text: 'Stop', label: 'Stop automatic slide show', disabled: false },
  { text: 'Start', label: 'Start automatic slide show', disabled: false },
];

const $ = (id) => document.getElementById(id);

let E;  // the module's exports
const decoder = new TextDecoder();
const slideViews = new Map();  // "index:lap" -> element
const dotViews = new Map();  // item index -> button
let itemSize = { width: 0, height: 0 };
let frameRequested = false;
let framesDrawn = 0;
let timer = 0;
let timerDeadline = -1;
let pointerId = null;
let pointerStart = null;
let lastRotating = null;
let selectionChangesShown = 0;

/** The numbers the last call wrote, as a fresh view (memory may have grown). */
function numbers(count) {
  return new Float64Array(E.memory.buffer, E.carousel_numbers(), count);
}

/** The text the last call wrote. */
function text(length) {
  return decoder.decode(new Uint8Array(E.memory.buffer, E.carousel_text(), length));
}

// MARK: Settings

function readSettings() {
  const checked = (name) => Number(document.querySelector(`input[name="${name}"]:checked`).value);
  return {
    style: checked('style'),
    vertical: checked('axis'),
    looping: $('looping').checked,
    multipage: $('multipage').checked,
    autoplay: $('autoplay').checked ? Number($('autoplay-seconds').value) : 0,
    spacing: $('spacing-on').checked ? Number($('spacing').value) : NaN,
    peek: $('peek-on').checked ? Number($('peek').value) : NaN,
    leading: Number($('leading').value),
    trailing: Number($('trailing').value),
    spring: Number($('spring').value),
    duration: Number($('duration').value),
    bounce: Number($('bounce').value),
    count: Number($('count').value),
    height: Number($('height').value),
    indicator: Number($('indicator').value),
    transition: Number($('transition').value),
  };
}

function showSettingValues(s) {
  $('autoplay-value').textContent = $('autoplay-seconds').value;
  $('spacing-value').textContent = Number.isNaN(s.spacing) ? "(the style's)" : s.spacing;
  $('peek-value').textContent = Number.isNaN(s.peek) ? "(the style's)" : s.peek;
  $('leading-value').textContent = s.leading;
  $('trailing-value').textContent = s.trailing;
  $('duration-value').textContent = s.duration;
  $('bounce-value').textContent = s.bounce;
  $('bounce-label').textContent = s.spring === 3 ? 'bounce' : 'extra bounce';
  $('count-value').textContent = s.count;
  $('height-value').textContent = s.height;
  $('spacing').disabled = !$('spacing-on').checked;
  $('peek').disabled = !$('peek-on').checked;
}

/** Hands every setting to the engine; the ones that did not change change nothing there. */
function applySettings() {
  const t = performance.now();
  const s = readSettings();
  showSettingValues(s);
  E.carousel_set_style(s.style, t);
  E.carousel_set_axis(s.vertical, t);
  E.carousel_set_looping(s.looping ? 1 : 0, t);
  E.carousel_set_multipage_flicks(s.multipage ? 1 : 0, t);
  E.carousel_set_autoplay(s.autoplay, t);
  E.carousel_set_spacing(s.spacing, t);
  E.carousel_set_peek(s.peek, t);
  E.carousel_set_insets(s.leading, s.trailing, t);
  E.carousel_set_spring(s.spring, s.duration, s.bounce, t);
  E.carousel_set_indicator(s.indicator, t);
  E.carousel_set_transition(s.transition, t);
  E.carousel_set_items(s.count, t);
  const viewport = $('viewport');
  viewport.style.height = `${s.height}px`;
  viewport.classList.toggle('vertical', s.vertical === 1);
  E.carousel_set_viewport(viewport.clientWidth, s.height, t);
  E.carousel_reduce_motion($('reduce-motion').checked ? 1 : 0, t);
  $('code').textContent = text(E.carousel_swiftui_code());
  updateGeometry();
  refresh(t);
}

function updateGeometry() {
  const n = E.carousel_geometry();
  const [width, height] = numbers(n);
  if (width === itemSize.width && height === itemSize.height) return;
  itemSize = { width, height };
  for (const view of slideViews.values()) sizeSlide(view);
}

// MARK: Drawing

function slideColor(index, count) {
  // The SwiftUI code's Color(hue: index / count, saturation: 0.5, brightness: 0.9), in HSL.
  return `hsl(${(index / Math.max(count, 1)) * 360} 69% 67.5%)`;
}

function sizeSlide(view) {
  view.style.width = `${itemSize.width}px`;
  view.style.height = `${itemSize.height}px`;
  view.style.marginLeft = `${-itemSize.width / 2}px`;
  view.style.marginTop = `${-itemSize.height / 2}px`;
}

function makeSlide(index, count) {
  const view = document.createElement('div');
  view.className = 'slide';
  view.setAttribute('role', 'group');
  view.setAttribute('aria-roledescription', 'slide');
  view.setAttribute('aria-label', text(E.carousel_slide_label(index)));
  view.dataset.index = index;
  view.textContent = String(index + 1);
  view.style.background = slideColor(index, count);
  sizeSlide(view);
  view.addEventListener('click', () => {
    // A tap on a neighbor (a peeking card) brings it to the middle; the focused slide's own
    // content would take the tap.
    if (view.dataset.focused === '0' && !movedSincePointerDown) {
      E.carousel_tap(index, performance.now());
      refresh(performance.now());
    }
  });
  return view;
}

/** Draws the slides and the indicator where the engine places them at `t`. */
function draw(t) {
  const n = E.carousel_frame(t);
  const items = numbers(n * ITEM_FIELDS);
  const count = E.carousel_count();
  const perspective = Math.max(itemSize.width, itemSize.height, 1);
  const seen = new Set();
  const container = $('slides');
  for (let i = 0; i < n; i++) {
    const o = i * ITEM_FIELDS;
    const index = items[o];
    const key = `${index}:${items[o + 1]}`;
    seen.add(key);
    let view = slideViews.get(key);
    if (!view) {
      view = makeSlide(index, count);
      slideViews.set(key, view);
      container.appendChild(view);
    }
    const [x, y, scale, opacity, angle, ax, ay, az] = items.subarray(o + 3, o + 11);
    const focused = items[o + 12] === 1;
    const [effectScale, effectOpacity, dx, dy, blur] = items.subarray(o + 13, o + 18);
    // SwiftUI's order: scale, then the 3D turn (with its perspective), then the offset; the
    // transition inside all of it, as CarouselUI applies it to the content the style places
    // (CSS applies a transform list right to left, and a filter before the transform).
    view.style.transform = `translate(${x}px, ${y}px) perspective(${perspective}px) `
      + `rotate3d(${ax}, ${ay}, ${az}, ${angle}rad) scale(${scale}) `
      + `translate(${dx}px, ${dy}px) scale(${effectScale})`;
    view.style.opacity = opacity * effectOpacity;
    view.style.filter = blur > 0 ? `blur(${blur}px)` : '';
    view.style.zIndex = String(i + 1);  // back to front
    view.dataset.focused = focused ? '1' : '0';
    view.setAttribute('aria-hidden', focused ? 'false' : 'true');
  }
  for (const [key, view] of slideViews) {
    if (!seen.has(key)) {
      view.remove();
      slideViews.delete(key);
    }
  }
  drawIndicator(t);
}

function drawIndicator(t) {
  const dots = $('dots');
  const compact = $('compact');
  const available = $('carousel').clientWidth - 24;
  const form = E.carousel_indicator_form(available, DOT_PITCH, 0);
  dots.hidden = !(form === 1 || form === 3);
  compact.hidden = form !== 2;
  if (form === 2) compact.textContent = text(E.carousel_compact_label());
  if (dots.hidden) return;
  const slots = E.carousel_dot_slots();
  dots.style.width = `${slots * DOT_PITCH}px`;
  const n = E.carousel_dots(t);
  const values = numbers(n * DOT_FIELDS);
  const selected = E.carousel_selected();
  const seen = new Set();
  for (let i = 0; i < n; i++) {
    const [index, slot, emphasis, scale] = values.subarray(i * DOT_FIELDS, (i + 1) * DOT_FIELDS);
    seen.add(index);
    let dot = dotViews.get(index);
    if (!dot) {
      dot = document.createElement('button');
      dot.type = 'button';
      dot.className = 'dot';
      dot.setAttribute('aria-label', `Slide ${index + 1}`);
      dot.addEventListener('click', () => {
        E.carousel_select(index, performance.now());
        refresh(performance.now());
      });
      dots.appendChild(dot);
      dotViews.set(index, dot);
    }
    dot.style.left = `${slot * DOT_PITCH}px`;
    dot.style.setProperty('--size', `${DOT_SIZE * scale}px`);
    dot.style.setProperty('--emphasis', String(emphasis));
    if (index === selected) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
    drawFill(dot, form === 3 && index === selected, t);
  }
  for (const [index, dot] of dotViews) {
    if (!seen.has(index)) {
      dot.remove();
      dotViews.delete(index);
    }
  }
}

/** The timer-progress fill of the current dot: a CSS transition to full over the rest of the
 *  wait, so the page draws no frames while it fills. */
function drawFill(dot, isCurrent, t) {
  let fill = dot.querySelector('.fill');
  if (!isCurrent) {
    fill?.remove();
    return;
  }
  if (!fill) {
    fill = document.createElement('span');
    fill.className = 'fill';
    dot.appendChild(fill);
    dot.fillDeadline = null;
  }
  const deadline = E.carousel_next_deadline();
  if (dot.fillDeadline === deadline) return;
  dot.fillDeadline = deadline;
  fill.style.transition = 'none';
  fill.style.width = `${E.carousel_autoplay_progress(t) * (DOT_PITCH - 4)}px`;
  if (deadline >= 0) {
    void fill.offsetWidth;  // start the transition from the width just set
    fill.style.transition = `width ${Math.max(deadline - t, 0)}ms linear`;
    fill.style.width = `${DOT_PITCH - 4}px`;
  }
}

function drawStatus() {
  const bits = E.carousel_suspensions();
  const reasons = SUSPENSIONS.filter((_, bit) => bits & (1 << bit));
  const value = text(E.carousel_accessibility_value());
  const rotating = E.carousel_is_rotating() === 1;
  const autoplay = E.carousel_has_autoplay() === 1;
  let state = 'autoplay off';
  if (autoplay) state = rotating ? 'autoplay running' : `autoplay waits: ${reasons.join(', ')}`;
  $('status').textContent = value ? `Page ${value} · ${state}` : `No slides · ${state}`;
  const rotation = $('rotation');
  const offer = ROTATION[E.carousel_playback_state()];
  rotation.hidden = offer === null;
  if (offer) {
    rotation.disabled = offer.disabled;
    rotation.textContent = offer.text;
    rotation.setAttribute('aria-label', offer.label);
  }
  // WAI-ARIA carousel: announce slide changes politely, except while the slides rotate.
  if (rotating !== lastRotating) {
    $('slides').setAttribute('aria-live', rotating ? 'off' : 'polite');
    lastRotating = rotating;
  }
  drawActivity();
}

/** The phase and the selection changes, like "swipe: 2 → 3", newest first. Called after
 *  events and when a motion ends, never per frame. */
function drawActivity() {
  const [phase, changes, from, to, cause] = numbers(E.carousel_activity());
  const phaseView = $('phase');
  if (phaseView.textContent !== PHASES[phase]) phaseView.textContent = PHASES[phase];
  if (changes === selectionChangesShown) return;
  selectionChangesShown = changes;
  const slide = (index) => (index < 0 ? 'none' : String(index + 1));
  const entry = document.createElement('li');
  entry.textContent = `${CAUSES[cause]}: ${slide(from)} → ${slide(to)}`;
  const log = $('selection-log');
  log.prepend(entry);
  while (log.children.length > LOG_LENGTH) log.lastElementChild.remove();
}

// MARK: Frames and the deadline

/** Draws the state at `t`, then keeps frames going while something moves and the one timer
 *  set for the engine's deadline. */
function refresh(t) {
  draw(t);
  requestFramesIfMoving(t);
  drawStatus();  // after: a motion found over just now has left "settling"
  scheduleDeadline();
}

function requestFramesIfMoving(t) {
  if (frameRequested) return;
  if (E.carousel_is_moving(t) === 1) {
    frameRequested = true;
    requestAnimationFrame(onFrame);
  } else {
    // The frame just drawn finds nothing moving, as SwiftUI's first frame after an event would:
    // a release that lands where it rests must leave "settling" now, not wait for a frame that
    // is never asked for. An early or repeated call changes nothing.
    E.carousel_motion_ended(t);
  }
}

function onFrame(t) {
  frameRequested = false;
  framesDrawn += 1;
  draw(t);
  if (E.carousel_is_moving(t) === 1) {
    frameRequested = true;
    requestAnimationFrame(onFrame);
  } else {
    E.carousel_motion_ended(t);  // the phase leaves "settling"
    drawStatus();
  }
}

/** The one timer: autoplay's next advance or the motion's end, whichever comes first, so a
 *  motion also ends when no animation frame is drawn (a hidden tab). */
function scheduleDeadline() {
  const deadline = E.carousel_driver_deadline();
  if (deadline === timerDeadline) return;
  clearTimeout(timer);
  timer = 0;
  timerDeadline = deadline;
  if (deadline < 0) return;
  timer = setTimeout(() => {
    timer = 0;
    timerDeadline = -1;
    const t = performance.now();
    E.carousel_tick(t);  // early by a fraction of a millisecond: nothing, and a new timer
    refresh(t);
  }, Math.max(deadline - performance.now(), 0));
}

// MARK: Input

let movedSincePointerDown = false;

function attachInput() {
  const viewport = $('viewport');
  viewport.addEventListener('pointerdown', (event) => {
    if (pointerId !== null || event.button > 0) return;
    pointerId = event.pointerId;
    pointerStart = { x: event.clientX, y: event.clientY };
    movedSincePointerDown = false;
    viewport.classList.add('dragging');
    E.carousel_touch_down(event.clientX, event.clientY, event.timeStamp);
    refresh(event.timeStamp);
  });
  // Moves and the lift are followed on the window: the pointer may leave the stage.
  window.addEventListener('pointermove', (event) => {
    if (event.pointerId !== pointerId) return;
    for (const sample of event.getCoalescedEvents?.() ?? [event]) {
      E.carousel_drag(sample.clientX, sample.clientY, sample.timeStamp);
    }
    if (Math.hypot(event.clientX - pointerStart.x, event.clientY - pointerStart.y) > 8) {
      movedSincePointerDown = true;
    }
    refresh(event.timeStamp);
  });
  const end = (event) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    viewport.classList.remove('dragging');
    if (event.type === 'pointerup') {
      E.carousel_release(event.clientX, event.clientY, event.timeStamp);
    } else {
      E.carousel_cancel(event.timeStamp);
    }
    refresh(event.timeStamp);
  };
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);

  $('carousel').addEventListener('keydown', (event) => {
    const key = ARROWS[event.key];
    if (key === undefined || event.target.closest('#controls')) return;
    if (E.carousel_arrow(key, event.timeStamp) === 1) {
      event.preventDefault();
      refresh(event.timeStamp);
    }
  });
  $('previous').addEventListener('click', () => {
    E.carousel_previous(performance.now());
    refresh(performance.now());
  });
  $('next').addEventListener('click', () => {
    E.carousel_next(performance.now());
    refresh(performance.now());
  });
  $('rotation').addEventListener('click', () => {
    E.carousel_toggle_playback(performance.now());
    refresh(performance.now());
  });
  $('copy').addEventListener('click', copyCode);
  $('controls').addEventListener('input', applySettings);
  $('controls').addEventListener('submit', (event) => event.preventDefault());
}

async function copyCode() {
  const code = $('code').textContent;
  try {
    await navigator.clipboard.writeText(code);
    $('copied').textContent = 'Copied';
  } catch {
    const range = document.createRange();
    range.selectNodeContents($('code'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    $('copied').textContent = 'Selected: press ⌘C or Ctrl+C';
  }
}

// MARK: Environment

function attachEnvironment() {
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');
  $('reduce-motion').checked = reduceMotion.matches;
  reduceMotion.addEventListener('change', () => {
    $('reduce-motion').checked = reduceMotion.matches;
    applySettings();
  });
  document.addEventListener('visibilitychange', () => {
    const t = performance.now();
    E.carousel_page_visible(document.hidden ? 0 : 1, t);
    refresh(t);
  });
  new IntersectionObserver((entries) => {
    const t = performance.now();
    E.carousel_visibility(entries[entries.length - 1].isIntersecting ? 1 : 0, t);
    refresh(t);
  }).observe($('viewport'));
  new ResizeObserver(() => applySettings()).observe($('viewport'));
}

// MARK: Start

async function start() {
  const url = new URL('carousel.wasm', import.meta.url);
  const { instance } = await WebAssembly.instantiateStreaming(fetch(url), {});
  E = instance.exports;
  const t = performance.now();
  E.carousel_create(t);
  E.carousel_page_visible(document.hidden ? 0 : 1, t);
  if (!location.pathname.includes('/playground/')) $('docs-link').hidden = true;
  attachInput();
  attachEnvironment();
  applySettings();
}

/** What a test reads: the engine's state and how many animation frames the page drew. */
window.playground = {
  ready: start(),
  state() {
    const t = performance.now();
    return {
      selected: E.carousel_selected(),
      count: E.carousel_count(),
      moving: E.carousel_is_moving(t) === 1,
      playing: E.carousel_is_playing() === 1,
      rotating: E.carousel_is_rotating() === 1,
      deadline: E.carousel_next_deadline(),
      now: t,
      suspensions: SUSPENSIONS.filter((_, bit) => E.carousel_suspensions() & (1 << bit)),
      framesDrawn,
      frameRequested,
      timerPending: timer !== 0,
      style: STYLE_NAMES[readSettings().style],
      liveRegion: $('slides').getAttribute('aria-live'),
      phase: $('phase').textContent,
      log: [...$('selection-log').children].map((entry) => entry.textContent),
      slides: [...$('slides').children].map((view) => ({
        index: Number(view.dataset.index),
        label: view.getAttribute('aria-label'),
        hidden: view.getAttribute('aria-hidden') === 'true',
        focused: view.dataset.focused === '1',
        transform: view.style.transform,
        opacity: Number(view.style.opacity),
        filter: view.style.filter,
      })),
    };
  },
};
