const e={};export{e as default};
