package tablescore.web.table;

/** A photo's bytes and type ("image/jpeg" or "image/png"). */
public record Photo(String contentType, byte[] bytes) {}
