import{r as e}from"./index-3M-ZPlqv.js";function r(){const[t]=e.useState(()=>new Date);return t}export{r as u};
