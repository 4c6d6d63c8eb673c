// The module LazySelect loads: Mantine's Select with its combobox and popover.
export { Select } from '@mantine/core';
