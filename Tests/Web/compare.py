"""Compares two replays of the same script, native and WebAssembly, number by number.

    python3 Tests/Web/compare.py script.txt native.txt wasm.txt

Two numbers agree when both are NaN, or equal, or differ by at most 1e-9 (relative to their
size beyond 1). Every number must agree, except after a `# beyond 32 bits` marker: from there
to the end of that carousel's session (the next `carousel_create`) the script drags by more
than 2^31 pages, which a 32-bit `Int` (wasm32) saturates, so the rest of that session is
compared only until the first difference. Prints the figures; exits 1 on any other difference.
"""
import math
import sys

TOLERANCE = 1e-9


def agree(a, b):
    if (math.isnan(a) and math.isnan(b)) or a == b:
        return True
    return abs(a - b) <= TOLERANCE * max(1.0, abs(a), abs(b))


def main(script_path, native_path, wasm_path):
    with open(script_path) as f:
        script = [line for line in f.read().splitlines() if line]
    with open(native_path) as f:
        native = f.read().splitlines()
    with open(wasm_path) as f:
        wasm = f.read().splitlines()
    if not len(script) == len(native) == len(wasm):
        print(f"line counts differ: script {len(script)}, native {len(native)}, wasm {len(wasm)}")
        return 1
    compared = differing = diverged = beyond_sessions = 0
    largest = 0.0
    beyond = skipping = False
    for number, (step, a_line, b_line) in enumerate(zip(script, native, wasm), start=1):
        if step.startswith('#'):
            if step == '# beyond 32 bits':
                beyond = True
                beyond_sessions += 1
            continue
        if step.startswith('carousel_create '):
            beyond = skipping = False
        if skipping:
            continue
        a_values = [float(x) for x in a_line.split()]
        b_values = [float(x) for x in b_line.split()]
        for index, (a, b) in enumerate(zip(a_values, b_values)):
            compared += 1
            if agree(a, b):
                if a != b and not (math.isnan(a) and math.isnan(b)):
                    differing += 1
                    largest = max(largest, abs(a - b) / max(1.0, abs(a), abs(b)))
                continue
            if beyond:
                diverged += 1
                skipping = True
                break
            print(f"line {number} ({step}), number {index}: native {a!r}, wasm {b!r}")
            return 1
        else:
            if len(a_values) != len(b_values):
                print(f"line {number} ({step}): {len(a_values)} numbers natively, "
                      f"{len(b_values)} in wasm")
                return 1
    print(f"agreement: {compared} numbers of {len(script)} steps agree within {TOLERANCE} "
          f"({differing} not bit-identical, largest relative difference {largest:.2g}); "
          f"{beyond_sessions} session(s) dragged beyond 2^31 pages, {diverged} of them "
          f"differing from there (32-bit saturation), compared up to the difference")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
