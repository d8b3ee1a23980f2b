import CorridorAnalyzer
import CorridorOpenAPI

extension AnalysisReport {
    /// Gives each route the `operationId` and path template of the operation it came from
    /// (`operations` in table order, as ``OpenAPIRoutes/operations``).
    mutating func describe(_ operations: [OpenAPIRoutes.Operation]) {
        for index in routes.indices where index < operations.count && routes[index].name == operations[index].name {
            routes[index].operation = operations[index].operationId
            routes[index].template = operations[index].template
        }
    }
}
