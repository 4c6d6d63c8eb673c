import{t as s}from"./index-3M-ZPlqv.js";function t(){return s.auth.requestPasswordRecovery.useMutation()}function r(){return s.auth.resetPassword.useMutation()}export{r as a,t as u};
