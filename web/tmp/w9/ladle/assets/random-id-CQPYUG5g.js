function r(n="mantine-"){return`${n}${Math.random().toString(36).slice(2,11)}`}export{r};
