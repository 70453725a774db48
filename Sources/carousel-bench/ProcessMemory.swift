#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The resident memory of this process in bytes, from `/proc/self/statm` (Linux); 0 where it
/// cannot be read.
func residentBytes() -> Int {
  let file = open("/proc/self/statm", O_RDONLY)
  guard file >= 0 else { return 0 }
  defer { close(file) }
  var buffer = [UInt8](repeating: 0, count: 256)
  let length = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
  guard length > 0 else { return 0 }
  // Fields: total size, resident size, ... in pages.
  let fields = String(decoding: buffer[..<length], as: UTF8.self).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `bytes` in mebibytes with one decimal, like `12.5 MiB`.
func mebibytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 1) + " MiB" }

/// Hands the memory the allocator keeps free back to the system (glibc's `malloc_trim`), so that
/// resident memory grows with what is allocated next.
func releaseFreedMemory() {
  #if canImport(Glibc)
    // Not in the Glibc module's headers: looked up at run time.
    typealias Trim = @convention(c) (Int) -> Int32
    guard let trim = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(trim, to: Trim.self)(0)
  #endif
}
