package tablescore.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

class NativeHeapTest {
  /**
   * Where the process runs on glibc (Raspberry Pi OS, Debian), loading OpenCV sets glibc's bounds
   * so that the buffers a network frees are kept for its next look, not mapped afresh each time.
   */
  @Test
  @EnabledOnOs(OS.LINUX)
  void loadingOpenCvKeepsFreedMemoryOnGlibc() throws IOException {
    OpenCv.load();
    // glibc's libc.so.6 is mapped into the process (musl's is ld-musl-*.so.1)
    assumeTrue(Files.readString(Path.of("/proc/self/maps")).contains("libc.so.6"), "not glibc");
    assertEquals("kept", NativeHeap.keepFreedMemory());
  }
}
