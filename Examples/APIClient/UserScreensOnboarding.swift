// Screen 3: a four-page onboarding (welcome, a sign-up form, notifications, done) with Back and
// Next buttons, in the two spellings: tagged pages, as `TabView(selection:)` takes them (iOS 18),
// and an enum of steps through the data form with a `switch` (iOS 17).
import CarouselUI
import SwiftUI

enum UserOnboardingStep: Int, CaseIterable, Identifiable {
  case welcome
  case signUp
  case notifications
  case done

  var id: Self { self }

  var next: UserOnboardingStep? { UserOnboardingStep(rawValue: rawValue + 1) }
  var previous: UserOnboardingStep? { UserOnboardingStep(rawValue: rawValue - 1) }
}

/// iOS 18: each page a view of its own, tagged with its step.
@available(iOS 18.0, *)
struct TaggedOnboardingScreen: View {
  @State private var step = UserOnboardingStep.welcome
  @State private var name = ""
  @State private var email = ""
  @State private var allowsNotifications = true

  var body: some View {
    VStack {
      Carousel(selection: $step) {
        Text("Welcome").font(.largeTitle).tag(UserOnboardingStep.welcome)
        Form {
          TextField("Name", text: $name)
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
        }
        .tag(UserOnboardingStep.signUp)
        Toggle("Notifications", isOn: $allowsNotifications)
          .padding()
          .tag(UserOnboardingStep.notifications)
        Text("You're all set, \(name)!").tag(UserOnboardingStep.done)
      }
      // Only the form's page holds still under a swipe (the user is typing, and must finish
      // with Next). `.scrollDisabled` would do it too, but it reaches every scroll view below,
      // and the Form would stop scrolling with it.
      .carouselPagingDisabled(step == .signUp, swipesOnly: true)
      .frame(height: 420)

      HStack {
        Button("Back") {
          if let previous = step.previous { step = previous }
        }
        .disabled(step == .welcome)
        Spacer()
        Button(step == .done ? "Get Started" : "Next") {
          if let next = step.next { step = next }
        }
        .buttonStyle(.borderedProminent)
        .disabled(step == .signUp && name.isEmpty)
      }
      .padding()
    }
  }
}

/// iOS 17: the same four pages as an enum of steps through the data form, one `switch` case
/// each, with Back and Next through a reader.
struct StepsOnboardingScreen: View {
  @State private var step = UserOnboardingStep.welcome
  @State private var name = ""
  @State private var allowsNotifications = true

  var body: some View {
    CarouselReader { proxy in
      VStack {
        Carousel(UserOnboardingStep.allCases, selection: $step) { page in
          switch page {
          case .welcome:
            Text("Welcome").font(.largeTitle)
          case .signUp:
            Form {
              TextField("Name", text: $name)
            }
          case .notifications:
            Toggle("Notifications", isOn: $allowsNotifications).padding()
          case .done:
            Text("You're all set, \(name)!")
          }
        }
        .carouselPagingDisabled(step == .signUp, swipesOnly: true)
        .frame(height: 420)

        HStack {
          Button("Back") { proxy.previous() }
            .disabled(step == .welcome)
          Spacer()
          Button("Next") { proxy.next() }
            .buttonStyle(.borderedProminent)
            .disabled(step == .done)
        }
        .padding()
      }
    }
  }
}

/// The app's entry: the tagged pages where they run, the steps elsewhere.
struct OnboardingEntry: View {
  var body: some View {
    if #available(iOS 18.0, *) {
      TaggedOnboardingScreen()
    } else {
      StepsOnboardingScreen()
    }
  }
}
