package tablescore.web.table;

/** An exported match: the file name to offer, its content type and bytes. */
public record Export(String fileName, String contentType, byte[] bytes) {}
