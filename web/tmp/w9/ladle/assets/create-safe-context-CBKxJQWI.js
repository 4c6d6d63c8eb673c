import{r}from"./index-3M-ZPlqv.js";function s(n){const t=r.createContext(null);return[t,()=>{const e=r.use(t);if(e===null)throw new Error(n);return e}]}export{s as c};
