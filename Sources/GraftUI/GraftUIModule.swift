/// Graft's declarative view DSL.
public enum GraftUIModule {}
