// Tests that assert snapshots also play tapes and compare frames, so the module that holds tapes,
// recordings and frames comes with this one, as one import.
@_exported import GraftTapes
