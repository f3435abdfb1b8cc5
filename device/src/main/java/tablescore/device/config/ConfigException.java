package tablescore.device.config;

/** The configuration file has a bad value; the message names the file, the key and what is allowed. */
public class ConfigException extends RuntimeException {
    public ConfigException(String message) { super(message); }
    public ConfigException(String message, Throwable cause) { super(message, cause); }
}
