// Transitional: the old names until every use says SpecDiagnostic (removed in the next commits).
public typealias SpecError = SpecDiagnostic
public typealias SpecWarning = SpecDiagnostic
