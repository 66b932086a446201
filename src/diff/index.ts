export { diffSpecs, type SpecChange } from "./diff.js";
export { changeKinds, CHANGE_CLASSES, classOf, type ChangeClass, type ChangeKind, type ChangeParams, type NameChanges } from "./kinds.js";
