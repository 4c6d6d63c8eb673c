import{r}from"./index-3M-ZPlqv.js";const t=e=>(e+1)%1e6;function u(){const[,e]=r.useReducer(t,0);return e}export{u};
