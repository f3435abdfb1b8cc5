package tablescore.vision;

/**
 * One tile read from a photo. {@code tile} is in project notation ("3p", "0m" red five, "5f",
 * "1a", "0x"); {@code runnerUp} is the second most likely face.
 */
public record TileReading(
    String tile, Quad quad, double confidence, String runnerUp, Orientation orientation) {}
