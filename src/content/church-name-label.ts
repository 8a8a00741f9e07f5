// "Your church's name": the press that opens the field, and the field's label (church-name.ts says the rest).
export const churchNameLabel = "Your church's name";
