const t={};export{t as default};
