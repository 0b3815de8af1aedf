import GraftTerminal

/// Snapshot testing, tapes and recordings for Graft apps.
public enum GraftTestingModule {}
