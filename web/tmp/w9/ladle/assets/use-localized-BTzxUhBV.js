import{u as r,e as s,r as t}from"./index-3M-ZPlqv.js";import{d as c}from"./localized-text-Dt1L4s9F.js";function u(){const{i18n:e}=r(),a=s(e.language);return t.useCallback(o=>c(o,a),[a])}export{u};
