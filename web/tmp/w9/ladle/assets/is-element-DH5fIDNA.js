import{r as t}from"./index-3M-ZPlqv.js";function f(r){return Array.isArray(r)||r===null?!1:typeof r=="object"?r.type!==t.Fragment:!1}export{f as i};
