extension TopCallers {
    /// The table of a run (an empty exact table of ``CallerOptions/capacity`` rows when the route had no call).
    package init(run table: HeavyHitters?, prefix: AddressPrefix? = nil) {
        self.init(table ?? HeavyHitters(capacity: CallerOptions.capacity), prefix: prefix)
    }
}
