package tablescore.vision;

import com.sun.jna.Function;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Platform;

/**
 * Keeps the memory OpenCV frees for its next photo, where the C library is glibc (Raspberry Pi OS,
 * Debian). The tile network lays out its buffers anew whenever a look's size differs from the one
 * before: the hand look at 416, the camera frame's own look at 1024x576, a nearer look at 640, the
 * close-up look at 224. By default glibc hands freed blocks of a few megabytes back to the system
 * and maps them again on the next look, every page touched afresh, so a look that changes size
 * costs up to twice its arithmetic. Blocks up to {@link #MAPPED_FROM} now come from the heap, and
 * the heap is given back only when {@link #TRIMMED_FROM} of it lies free at its top.
 *
 * <p>Measured (2026-12-04, seventy-third session, one core of this machine, three alternated
 * pairs): 95 of the held-out photos as the device's 1920x1080 camera frames ({@code recognize
 * --bench --as-taken}) median 225-252 ms to 181-234, p90 363-413 to 286-355, peak resident
 * 328-337 MB to 341-378; every tile read the same. The bench's 430 photos made 640x640 read as
 * before within the machine's noise (median 72.6-73.1 ms against 71.1-71.2 in the two quieter
 * pairs), their looks mostly of one size. A tile network kept per look size did as well on the frames but held 190 MB more
 * with four sizes, 1.1 GB more with every size kept. Both bounds are needed: the mapping bound
 * alone read the frames slower than before (37 s against 29-30, the heap trimmed after every
 * look), the trim bound alone far slower (86 s: glibc then stops raising its mapping bound from
 * 128 KB as it does by default).
 */
final class NativeHeap {
  private NativeHeap() {}

  /** glibc's {@code mallopt} parameters (malloc.h). */
  static final int M_TRIM_THRESHOLD = -1;
  static final int M_MMAP_THRESHOLD = -3;

  /** Blocks from this size are mapped from the system each time: glibc's largest bound, 32 MB on 64 bits. */
  static final int MAPPED_FROM = 32 << 20;
  /** The heap is given back to the system when this much of it lies free at its top. */
  static final int TRIMMED_FROM = 128 << 20;

  private static final Onnx.Lazy<String> TUNED = new Onnx.Lazy<>(NativeHeap::tune);

  /**
   * Sets glibc's bounds once, before the first network runs. What happened, in words: "kept"
   * when glibc took both bounds, else why not (another C library, no native access). Never
   * throws: the photos read the same either way, only slower.
   */
  static String keepFreedMemory() {
    return TUNED.get();
  }

  private static String tune() {
    if (!Platform.isLinux()) {
      return "not Linux: left as the system has it";
    }
    try {
      NativeLibrary c = NativeLibrary.getInstance(Platform.C_LIBRARY_NAME);
      try {
        c.getFunction("gnu_get_libc_version");
      } catch (UnsatisfiedLinkError notGlibc) {
        return "not glibc: left as the C library has it";
      }
      Function mallopt = c.getFunction("mallopt");
      boolean mapped = mallopt.invokeInt(new Object[] {M_MMAP_THRESHOLD, MAPPED_FROM}) == 1;
      boolean trimmed = mallopt.invokeInt(new Object[] {M_TRIM_THRESHOLD, TRIMMED_FROM}) == 1;
      return mapped && trimmed ? "kept" : "glibc refused mallopt (mapping " + mapped + ", trimming " + trimmed + ")";
    } catch (LinkageError | RuntimeException e) {
      // JNA's own native part could not be loaded (no writable temporary folder, say)
      return "no native access: " + e.getMessage();
    }
  }
}
