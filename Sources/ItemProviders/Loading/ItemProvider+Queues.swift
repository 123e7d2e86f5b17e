import Dispatch

extension ItemProvider {
    /// The queue every loader runs on: registered load handlers and `ItemProviderWriting.loadData`.
    ///
    /// A concurrent queue over Dispatch's global pool, labelled `Cardport.ItemProviders.loaders`. It runs as
    /// many loaders at once as the pool has threads: about one per core while loaders do not block, and never
    /// more than Dispatch's fixed limit. Thousands of pending loads wait in the queue, not on threads of their
    /// own. Loaders should call back without blocking (they may call back later, from any thread).
    public static let loaderQueue: DispatchQueue = {
        let queue = DispatchQueue(label: "Cardport.ItemProviders.loaders", qos: .userInitiated, attributes: .concurrent)
        queue.setSpecific(key: queueKey, value: "loaders")
        return queue
    }()

    /// The queue every completion handler runs on, for every load, successful or not.
    ///
    /// A concurrent queue over Dispatch's global pool, labelled `Cardport.ItemProviders.completions`: handlers
    /// of different loads may run at the same time, and a handler is never called on the thread that asked
    /// for the load. Hop to your own queue or actor inside the handler if you need one.
    public static let completionQueue: DispatchQueue = {
        let queue = DispatchQueue(label: "Cardport.ItemProviders.completions", qos: .userInitiated,
                                  attributes: .concurrent)
        queue.setSpecific(key: queueKey, value: "completions")
        return queue
    }()

    /// Names the queue a block runs on (`"loaders"` or `"completions"`), for checks in tests.
    package static let queueKey = DispatchSpecificKey<String>()

    /// The name of the item provider queue the caller runs on, or nil when it runs on none of them.
    package static var currentQueueName: String? {
        DispatchQueue.getSpecific(key: queueKey)
    }
}
