import GraftTerminal

/// The imperative half of Graft: UIKit's model for the terminal.
public enum TUIKitModule {}
