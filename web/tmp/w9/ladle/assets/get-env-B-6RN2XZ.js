var e={};function n(){return"development"}export{n as g};
