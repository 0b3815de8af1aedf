import Foundation

/// The outline of a 2D shape: lines and curves in subpaths, as SwiftUI's
/// `Path` describes them, in the points of the shape's rectangle.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 8))
///     path.addLine(to: CGPoint(x: 8, y: 0))
///     path.addLine(to: CGPoint(x: 16, y: 8))
///     path.closeSubpath()
/// }
/// .stroke(.green)
/// ```
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle's outline.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle's outline.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle's outline, with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point the path reached, or nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minimum = first
        var maximum = first
        for point in points {
            minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
            maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        let move = { (point: CGPoint) in CGPoint(x: point.x + dx, y: point.y + dy) }
        var moved = Path()
        moved.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: move(point))
            case .line(let point): .line(to: move(point))
            case .quadCurve(let point, let control): .quadCurve(to: move(point), control: move(control))
            case .curve(let point, let control1, let control2):
                .curve(to: move(point), control1: move(control1), control2: move(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return moved
    }

    /// True when `point` is inside the filled path, by the non-zero rule or,
    /// with `eoFill`, the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathFlattening.polygons(of: self, tolerance: 0.05).contains(point, evenOdd: eoFill)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line to `point` (starting a subpath there if there is none).
    public mutating func addLine(to point: CGPoint) {
        guard currentPointIfAny != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPointIfAny != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPointIfAny != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds a closed ellipse that fits in `rect`, drawn clockwise from its rightmost point.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: center.x + radii.width, y: center.y))
        for quarter in 0 ..< 4 { addEllipticQuarter(center: center, radii: radii, from: Double(quarter) * .pi / 2) }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; corners larger than half a side are shrunk to fit.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rect = rect.standardized
        let rx = max(0, min(cornerSize.width, rect.width / 2))
        let ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addEllipticQuarter(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, from: -.pi / 2)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addEllipticQuarter(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, from: 0)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addEllipticQuarter(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, from: .pi / 2)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addEllipticQuarter(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, from: .pi)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to
    /// `endAngle`, with a line to its start from the current point.
    ///
    /// Angles grow from the positive x axis toward positive y, which is down
    /// the screen; as in SwiftUI, `clockwise: false` follows growing angles,
    /// which looks clockwise on the screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let point = { (angle: Double) in
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let start = point(startAngle.radians)
        if currentPointIfAny == nil { move(to: start) } else { elements.append(.line(to: start)) }
        // Cubic segments of at most a quarter turn each.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle.radians
        for _ in 0 ..< pieces {
            let next = angle + step
            let from = point(angle)
            let to = point(next)
            let control1 = CGPoint(
                x: from.x - CGFloat(handle) * radius * CGFloat(sin(angle)),
                y: from.y + CGFloat(handle) * radius * CGFloat(cos(angle)))
            let control2 = CGPoint(
                x: to.x + CGFloat(handle) * radius * CGFloat(sin(next)),
                y: to.y - CGFloat(handle) * radius * CGFloat(cos(next)))
            elements.append(.curve(to: to, control1: control1, control2: control2))
            angle = next
        }
    }

    /// Adds the elements of `path`.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// A quarter of an ellipse, as one cubic curve, from the angle `start`
    /// to `start + π/2` (growing angles, clockwise on the screen).
    private mutating func addEllipticQuarter(center: CGPoint, radii: CGSize, from start: Double) {
        let kappa = 0.5522847498
        let end = start + .pi / 2
        let from = CGPoint(x: center.x + radii.width * CGFloat(cos(start)), y: center.y + radii.height * CGFloat(sin(start)))
        let to = CGPoint(x: center.x + radii.width * CGFloat(cos(end)), y: center.y + radii.height * CGFloat(sin(end)))
        let control1 = CGPoint(
            x: from.x - CGFloat(kappa) * radii.width * CGFloat(sin(start)),
            y: from.y + CGFloat(kappa) * radii.height * CGFloat(cos(start)))
        let control2 = CGPoint(
            x: to.x + CGFloat(kappa) * radii.width * CGFloat(sin(end)),
            y: to.y - CGFloat(kappa) * radii.height * CGFloat(cos(end)))
        if currentPointIfAny == nil { move(to: from) }
        elements.append(.curve(to: to, control1: control1, control2: control2))
    }

    /// The current point, found from the last element without a full scan
    /// where it can be.
    private var currentPointIfAny: CGPoint? {
        switch elements.last {
        case nil: nil
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: currentPoint
        }
    }
}

/// How a rounded rectangle's corners are shaped. A terminal draws both the same.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Corners that ease into the straight sides.
    case continuous
}
