public import struct Foundation.IndexPath

// UIKit adds these to IndexPath; so does AppKit, in part. Declared here only
// where neither framework is around, so an app importing both sides builds.
#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// An index path of an item in a section of a collection view.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The item's index within its section.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The section's index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }
    }
#endif

#if !canImport(UIKit)
    extension IndexPath {
        /// An index path of a row in a section of a table view.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The row's index within its section.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
