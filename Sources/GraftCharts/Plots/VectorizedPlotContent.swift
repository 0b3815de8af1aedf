/// The content a ``LinePlot`` of a collection is made of. Charts make and
/// read it; apps never need it.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection>: ChartContent {
    /// Appends nothing: the plot appends its columns.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {}
}

/// The content a ``PointPlot`` of a collection is made of. Charts make and
/// read it; apps never need it.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection>: ChartContent {
    /// Appends nothing: the plot appends its columns.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {}
}

/// The content a ``BarPlot`` of a collection is made of. Charts make and
/// read it; apps never need it.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection>: ChartContent {
    /// Appends nothing: the plot appends its columns.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {}
}

/// The content an ``AreaPlot`` of a collection is made of. Charts make and
/// read it; apps never need it.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection>: ChartContent {
    /// Appends nothing: the plot appends its columns.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {}
}

/// The content a ``RulePlot`` of a collection is made of. Charts make and
/// read it; apps never need it.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection>: ChartContent {
    /// Appends nothing: the plot appends its columns.
    public static func _appendMarks(of content: Self, to marks: inout _ChartMarks) {}
}
