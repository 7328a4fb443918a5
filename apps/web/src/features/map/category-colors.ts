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

export const OBJECT_COLORS: Record<string, string> = {
  parkomat: '#1864ab',
  terminal: '#2b8a3e',
  infotable: '#e67700',
  church: '#862e9c',
  museum: '#a61e4d',
  sight: '#c92a2a',
  resident: '#e64980',
};

export const colorOf = (category: string | undefined) => CATEGORY_COLORS[category ?? ''] ?? '#1c7ed6';
