import CarouselUI
import SwiftUI

/// Onboarding in four pages of different views (welcome, a sign-up form with a text field,
/// notifications, done) with Back and Next, no swiping past the form until it is filled in,
/// and a swipe on that puts the keyboard away.
///
/// iOS 18 writes the pages as `TabView(selection:)` takes them, each view tagged with its step;
/// iOS 17, which has no `Group(subviews:)`, writes an enum of steps through the data form with
/// a `switch`. On iOS 18 the picker shows both.
struct OnboardingScreen: View {
  @State private var usesTags = true

  var body: some View {
    VStack {
      if #available(iOS 18.0, *) {
        Picker("Pages", selection: $usesTags) {
          Text("Tagged views (iOS 18)").tag(true)
          Text("Enum of steps (iOS 17)").tag(false)
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)
        if usesTags {
          TaggedOnboarding()
        } else {
          StepsOnboarding()
        }
      } else {
        StepsOnboarding()
      }
    }
  }
}

/// The steps of the onboarding, in order.
enum SignUpStep: Int, CaseIterable, Identifiable {
  case welcome
  case profile
  case notifications
  case done

  var id: Self { self }

  /// The step after this one, if any.
  var next: SignUpStep? { SignUpStep(rawValue: rawValue + 1) }
  /// The step before this one, if any.
  var previous: SignUpStep? { SignUpStep(rawValue: rawValue - 1) }
}

/// iOS 18: one view per page, each tagged with its step, as `TabView(selection:)` takes them.
/// Back and Next set the selection, and the carousel moves to the page with that tag.
@available(iOS 18.0, *)
private struct TaggedOnboarding: View {
  @State private var step = SignUpStep.welcome
  @State private var name = ""
  @State private var wantsNews = true

  var body: some View {
    VStack(spacing: 20) {
      Carousel(selection: $step) {
        OnboardingPage(symbol: "hand.wave.fill", title: "Welcome", colors: [.orange, .pink])
          .tag(SignUpStep.welcome)
        ProfileForm(name: $name)
          .tag(SignUpStep.profile)
        NotificationsPage(wantsNews: $wantsNews)
          .tag(SignUpStep.notifications)
        OnboardingPage(
          symbol: "checkmark.seal.fill", title: name.isEmpty ? "Done" : "Hi, \(name)!",
          colors: [.green, .teal]
        )
        .tag(SignUpStep.done)
      }
      // No swiping past the form until the name is in. Not `.scrollDisabled(true)`, which
      // reaches every scroll view below, the Form's own scrolling included; this turns off
      // only the carousel's swipes. A swipe on from the form puts the keyboard away.
      .carouselPagingDisabled(step == .profile && name.isEmpty, swipesOnly: true)
      .carouselDrag(dismissesKeyboard: true)
      // The last page's dot is a checkmark, as `UIPageControl.setIndicatorImage(_:forPage:)`.
      .carouselIndicator(.dots) { page in
        page == SignUpStep.done.rawValue ? Image(systemName: "checkmark.circle.fill") : nil
      }
      .frame(height: 420)

      HStack {
        Button("Back") {
          if let previous = step.previous { step = previous }
        }
        .disabled(step.previous == nil)
        Spacer()
        Button("Next") {
          if let next = step.next { step = next }
        }
        .buttonStyle(.borderedProminent)
        .disabled(step.next == nil || (step == .profile && name.isEmpty))
      }
    }
    .padding()
  }
}

/// iOS 17: the same pages through the data form, one `switch` case per step. The selection is
/// the step itself, so Back and Next here go through a reader instead (either way works).
private struct StepsOnboarding: View {
  @State private var step = SignUpStep.welcome
  @State private var name = ""
  @State private var wantsNews = true

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 20) {
        Carousel(SignUpStep.allCases, selection: $step) { page in
          switch page {
          case .welcome:
            OnboardingPage(symbol: "hand.wave.fill", title: "Welcome", colors: [.orange, .pink])
          case .profile:
            ProfileForm(name: $name)
          case .notifications:
            NotificationsPage(wantsNews: $wantsNews)
          case .done:
            OnboardingPage(
              symbol: "checkmark.seal.fill", title: name.isEmpty ? "Done" : "Hi, \(name)!",
              colors: [.green, .teal])
          }
        }
        // As above: the form's page keeps still under a swipe until the name is in, the Form
        // keeps scrolling, and a swipe on puts the keyboard away.
        .carouselPagingDisabled(step == .profile && name.isEmpty, swipesOnly: true)
        .carouselDrag(dismissesKeyboard: true)
        .frame(height: 420)

        HStack {
          Button("Back") { proxy.previous() }
            .disabled(step.previous == nil)
          Spacer()
          Button("Next") { proxy.next() }
            .buttonStyle(.borderedProminent)
            .disabled(step.next == nil || (step == .profile && name.isEmpty))
        }
      }
      .padding()
    }
  }
}

/// The sign-up page: a form with a text field (a tap on it focuses it; the carousel takes
/// focus for keyboard navigation only).
private struct ProfileForm: View {
  @Binding var name: String

  var body: some View {
    Form {
      Section("Your name") {
        TextField("Name", text: $name)
          .textContentType(.givenName)
      }
      Section {
        Text("Swiping is off on this page: fill in your name, then tap Next.")
          .foregroundStyle(.secondary)
      }
    }
    .clipShape(.rect(cornerRadius: 28))
  }
}

/// The notifications page: one switch.
private struct NotificationsPage: View {
  @Binding var wantsNews: Bool

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "bell.badge.fill").font(.system(size: 64))
      Toggle("Send me news", isOn: $wantsNews)
        .padding(.horizontal, 40)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(.quaternary, in: .rect(cornerRadius: 28))
  }
}

/// One picture page of the onboarding.
private struct OnboardingPage: View {
  let symbol: String
  let title: String
  let colors: [Color]

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: symbol).font(.system(size: 64))
      Text(title).font(.largeTitle.bold())
    }
    .foregroundStyle(.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(
      LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing),
      in: .rect(cornerRadius: 28))
  }
}

#Preview {
  NavigationStack { OnboardingScreen() }
}
