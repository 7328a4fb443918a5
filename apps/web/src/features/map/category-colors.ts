/** Map colours of the parking categories; the legend shows the same. */
export const CATEGORY_COLORS: Record<string, string> = {
  roadside: '#1c7ed6',
  multilevel: '#7048e8',
  planar: '#0ca678',
  commerce: '#f08c00',
  free: '#37b24d',
  disabled: '#1098ad',
  pocket: '#ae3ec9',
  resident: '#e64980',
  taxi: '#fab005',
  bus: '#495057',
  municipal: '#5c940d',
};

/** Map colours of the other kinds of feature (`objecttype`), by the spec's names; the legend shows the same. */
export const OBJECT_COLORS: Record<string, string> = {
  parcomats: '#1864ab',
  terminals: '#2b8a3e',
  InformationTable: '#e67700',
  Church: '#862e9c',
  Museum: '#a61e4d',
  Sight: '#c92a2a',
  residentzone: '#d6336c',
};

export const colorOf = (category: string | undefined) => CATEGORY_COLORS[category ?? ''] ?? '#1c7ed6';
