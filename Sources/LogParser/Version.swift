public enum LogParserVersion { public static let string = "0.1.0" }
