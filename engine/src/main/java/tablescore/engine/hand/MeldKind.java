package tablescore.engine.hand;

/** A declared set. A concealed kong is declared but keeps the hand concealed. */
public enum MeldKind {
    CHOW(3, false, "chow"),
    PUNG(3, false, "pung"),
    /** Kong made by claiming a discard (大明槓 / daiminkan). */
    EXPOSED_KONG(4, false, "kong"),
    /** Kong of four tiles drawn from the wall (暗槓 / ankan). */
    CONCEALED_KONG(4, true, "concealed_kong"),
    /** Kong made by adding a drawn tile to an exposed pung (加槓 / shouminkan). */
    ADDED_KONG(4, false, "added_kong");

    private final int size;
    private final boolean concealed;
    private final String wireName;

    MeldKind(int size, boolean concealed, String wireName) {
        this.size = size;
        this.concealed = concealed;
        this.wireName = wireName;
    }

    public int size() { return size; }
    public boolean isConcealed() { return concealed; }
    public boolean isKong() { return size == 4; }
    public String wireName() { return wireName; }

    /** Accepts the names the vector files use: chow/chi, pung/pon, kong/minkan, ankan, shouminkan. */
    public static MeldKind parse(String name, boolean exposed) {
        if (name == null) throw new IllegalArgumentException("no meld kind given (chow, pung, kong, concealed_kong, added_kong)");
        String n = name.trim().toLowerCase();
        return switch (n) {
            case "chow", "chi" -> CHOW;
            case "pung", "pon" -> PUNG;
            case "kong", "kan", "minkan", "daiminkan", "exposed_kong" -> exposed ? EXPOSED_KONG : CONCEALED_KONG;
            case "ankan", "concealed_kong" -> CONCEALED_KONG;
            case "shouminkan", "added_kong" -> ADDED_KONG;
            default -> throw new IllegalArgumentException(
                    "'" + name + "' is not a meld kind (chow, pung, kong, concealed_kong, added_kong)");
        };
    }
}
