/// The Cassowary constraint solver (placeholder until the solver lands).
public enum Cassowary {}
