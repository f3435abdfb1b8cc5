package tablescore.vision;

/** How a tile face lies relative to the camera's "up": sideways marks a called (claimed) tile. */
public enum Orientation {
  UPRIGHT,
  SIDEWAYS,
  UPSIDE_DOWN;

  /** The lower-case form used in JSON ("upright", "sideways", "upside_down"). */
  public String json() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
