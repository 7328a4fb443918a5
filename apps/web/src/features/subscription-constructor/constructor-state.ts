import type { ConstructorField, ConstructorForm } from './constructor-form.ts';

/** The form, the fields the driver has touched (their errors show) and whether it changed since the last search. */
export interface ConstructorState {
  form: ConstructorForm;
  touched: ReadonlySet<ConstructorField>;
  changedSinceSearch: boolean;
}

export type ConstructorAction =
  | { type: 'change'; patch: Partial<ConstructorForm> }
  | { type: 'touch'; field: ConstructorField }
  | { type: 'searched' }
  | { type: 'reset'; defaults: ConstructorForm };

/** A fresh form: nothing touched, nothing searched yet. */
export const initialState = (defaults: ConstructorForm): ConstructorState => ({ form: defaults, touched: new Set(), changedSinceSearch: true });

/**
 * Any change marks its fields touched and allows a new search, even back to the values last
 * searched: the change has cleared that search's results (spec §2.4), so they must be findable again.
 */
export function constructorReducer(state: ConstructorState, action: ConstructorAction): ConstructorState {
  switch (action.type) {
    case 'change':
      return {
        form: { ...state.form, ...action.patch },
        touched: new Set([...state.touched, ...(Object.keys(action.patch) as ConstructorField[])]),
        changedSinceSearch: true,
      };
    case 'touch':
      return state.touched.has(action.field) ? state : { ...state, touched: new Set([...state.touched, action.field]) };
    case 'searched':
      return { ...state, changedSinceSearch: false };
    case 'reset':
      return initialState(action.defaults);
  }
}
