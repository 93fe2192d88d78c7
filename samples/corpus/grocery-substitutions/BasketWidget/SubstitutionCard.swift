//
//  SubstitutionCard.swift
//  BasketWidget
//

import AppIntents
import SwiftUI

/// A waiting substitution: what is out of stock, what the shopper suggests, and the two answers.
struct SubstitutionCard: View {
    let substitution: GroceryOrderAttributes.ContentState.Substitution
    let attributes: GroceryOrderAttributes
    var compact = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(substitution.original)
                    .strikethrough()
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                if let deadline = substitution.respondBy, deadline > .now {
                    Spacer()
                    Text(timerInterval: Date.now...deadline, countsDown: true)
                        .monospacedDigit()
                        .foregroundStyle(Basket.amber)
                        .frame(width: 44, alignment: .trailing)
                }
            }
            .font(.caption)
            if case let .pending(suggestion, delta) = substitution.decision {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        suggestionText(suggestion, delta: delta)
                        Spacer(minLength: 6)
                        answers
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        suggestionText(suggestion, delta: delta)
                        answers
                    }
                }
            }
        }
        .padding(compact ? 6 : 10)
        .background(Basket.amber.opacity(0.12), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }

    private func suggestionText(_ suggestion: String, delta: Int) -> some View {
        HStack(spacing: 4) {
            Image(systemName: "arrow.turn.down.right")
            Text(suggestion)
                .fontWeight(.semibold)
                .lineLimit(1)
            if delta != 0 {
                Text(attributes.money(delta, signed: true))
                    .foregroundStyle(delta > 0 ? .red : Basket.green)
            }
        }
        .font(.caption)
    }

    private var answers: some View {
        HStack(spacing: 6) {
            Button(intent: AnswerSubstitutionIntent(id: substitution.id, accept: true)) {
                Text("OK").font(.caption.bold())
            }
            .tint(Basket.green)
            Button(intent: AnswerSubstitutionIntent(id: substitution.id, accept: false)) {
                Text("Refund").font(.caption)
            }
            .tint(.gray)
        }
    }
}

struct AnswerSubstitutionIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Answer a substitution"
    @Parameter(title: "Substitution") var id: String
    @Parameter(title: "Accept") var accept: Bool

    init() {}
    init(id: String, accept: Bool) {
        self.id = id
        self.accept = accept
    }

    func perform() async throws -> some IntentResult { .result() }
}
