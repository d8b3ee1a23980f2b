// Crossroad's names for the link-routing types, so code written for Crossroad compiles with only
// its import changed (`import Corridor`).

/// A link router carrying `UserInfo` to its handlers (Crossroad's `Router<UserInfo>`).
public typealias Router<UserInfo> = LinkRouter<UserInfo>

/// A link router without a payload (Crossroad's `SimpleRouter`).
public typealias SimpleRouter = LinkRouter<Void>

/// A link router without a payload. (Crossroad's `DefaultRouter` carries UIKit's open-URL options,
/// on iOS only; pass them as `userInfo` with `Router<OpenURLOptions>` instead.)
public typealias DefaultRouter = LinkRouter<Void>

/// What a handler receives (Crossroad's `Context<UserInfo>`).
public typealias Context<UserInfo> = LinkContext<UserInfo>
