import IsletProgram

/// One parameter as a call binds it: the program's own functions and the library surface's
/// signatures both come down to this, so one resolver picks among either.
struct CallParameter: Sendable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    /// For a variadic parameter, the element type.
    var type: ScriptTypeRepr
    var hasDefault: Bool
    var isVariadic: Bool

    init(label: String?, type: ScriptTypeRepr, hasDefault: Bool = false, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.hasDefault = hasDefault
        self.isVariadic = isVariadic
    }

    init(_ parameter: ScriptParameter) {
        self.init(label: parameter.label, type: parameter.type, hasDefault: parameter.defaultValue != nil, isVariadic: parameter.isVariadic)
    }
}

/// One argument of a call: its label, what the call site knows of its type, its value (for
/// breaking a tie the types leave) and whether it was written as a trailing closure.
struct CallArgument {
    var label: String?
    var type: ArgumentType
    var value: ScriptValue
    var isTrailing: Bool
}

/// The overload a call resolves to, or why none.
enum CallChoice: Equatable {
    case chosen(Int)
    /// No candidate takes these labels and types.
    case noMatch
    /// Several fit equally well (the candidates' positions), which Swift refuses to compile.
    case ambiguous([Int])
}

/// Resolves a call as Swift does: the labels decide which parameters the arguments bind (a
/// missing one takes its default), then the argument types rank the candidates left, and the
/// best by every argument wins. What the code does not state is broken by the values' own kinds;
/// a tie after that is ambiguous, never a guess.
struct CallResolver {
    let fit: ArgumentFit

    func resolve(_ candidates: [[CallParameter]], _ arguments: [CallArgument]) -> CallChoice {
        var scored: [(position: Int, scores: [Int])] = []
        for (position, parameters) in candidates.enumerated() {
            guard let binding = Self.bind(parameters, arguments) else { continue }
            var scores: [Int] = []
            for (argument, parameter) in zip(arguments, binding) {
                guard let score = fit.fit(argument.type, parameters[parameter].type) else { break }
                scores.append(score)
            }
            if scores.count == arguments.count { scored.append((position, scores)) }
        }
        let best = Self.undominated(scored)
        if best.count == 1 { return .chosen(best[0].position) }
        guard !best.isEmpty else { return .noMatch }
        // The types the code states leave a tie: the values' own kinds decide, where they fit.
        let rescored: [(position: Int, scores: [Int])] = best.compactMap { candidate in
            guard let binding = Self.bind(candidates[candidate.position], arguments) else { return nil }
            var scores: [Int] = []
            for (argument, parameter) in zip(arguments, binding) {
                guard argument.type == .unknown else {
                    scores.append(0)
                    continue
                }
                guard let score = fit.runtime(argument.value, candidates[candidate.position][parameter].type) else { return nil }
                scores.append(score)
            }
            return (candidate.position, scores)
        }
        let decided = Self.undominated(rescored)
        if decided.count == 1 { return .chosen(decided[0].position) }
        return .ambiguous((decided.isEmpty ? best : decided).map(\.position))
    }

    /// The candidates no other beats on every argument.
    private static func undominated(_ scored: [(position: Int, scores: [Int])]) -> [(position: Int, scores: [Int])] {
        scored.filter { candidate in
            !scored.contains { other in
                zip(other.scores, candidate.scores).allSatisfy { $0 >= $1 } && zip(other.scores, candidate.scores).contains { $0 > $1 }
            }
        }
    }

    /// Which parameter each argument binds, matching labels in order as Swift does; nil when
    /// the labels do not fit. An unlabelled trailing closure binds the next parameter that takes
    /// a function, passing over defaulted ones that do not.
    static func bind(_ parameters: [CallParameter], _ arguments: [CallArgument]) -> [Int]? {
        var binding: [Int] = []
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                while next < arguments.count, arguments[next].label == (binding.last == position ? nil : parameter.label) {
                    binding.append(position)
                    next += 1
                }
                continue
            }
            if next < arguments.count, arguments[next].label == parameter.label {
                binding.append(position)
                next += 1
            } else if next < arguments.count, arguments[next].isTrailing, arguments[next].label == nil, takesClosure(parameter) {
                binding.append(position)
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == arguments.count ? binding : nil
    }

    /// Whether a trailing closure may bind the parameter: a function type, or a type islet
    /// cannot see into (a generic `Content`) that has no default; a defaulted parameter of a
    /// named type is passed over, as Swift's forward scan passes over `HStack`'s `alignment:`.
    private static func takesClosure(_ parameter: CallParameter) -> Bool {
        switch parameter.type.unwrapped {
        case .function: true
        case .nominal(let nominal): !parameter.hasDefault && !ArgumentFit.concreteTypes.contains(nominal.name)
        default: false
        }
    }
}
