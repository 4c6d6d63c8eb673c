import{r as t}from"./index-3M-ZPlqv.js";const e=t.createContext({dir:"ltr",toggleDirection:()=>{},setDirection:()=>{}});function o(){return t.use(e)}export{o as u};
