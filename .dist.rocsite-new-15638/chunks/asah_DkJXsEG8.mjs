import { l as createVNode, F as Fragment, _ as __astro_tag_component__ } from './astro/server_ChZAUDI4.mjs';
import 'clsx';

const frontmatter = {
  "title": "Predicting poor outcome after subarachnoid haemorrhage",
  "config": "data/asah/asah.yaml",
  "summary": "Three predictors of a poor 6-month outcome in 113 patients after aneurysmal subarachnoid haemorrhage (the aSAH data distributed with pROC): two serum biomarkers and a clinical grade, compared overall, across costs, and under deployment constraints.",
  "order": 1,
  "authors": ["rocsite example report — real clinical data (Turck et al., 2010)"]
};
function getHeadings() {
  return [{
    "depth": 2,
    "slug": "the-question",
    "text": "The question"
  }, {
    "depth": 2,
    "slug": "discrimination-over-all-thresholds",
    "text": "Discrimination over all thresholds"
  }, {
    "depth": 3,
    "slug": "leakage-and-the-binormal-fit",
    "text": "Leakage and the binormal fit"
  }, {
    "depth": 2,
    "slug": "costs-voros",
    "text": "Costs: VOROS"
  }, {
    "depth": 2,
    "slug": "deployment-constraints-partial-voros",
    "text": "Deployment constraints: partial VOROS"
  }, {
    "depth": 2,
    "slug": "are-these-thresholds-better-than-chance-the-dutch-draw",
    "text": "Are these thresholds better than chance? The Dutch Draw"
  }, {
    "depth": 2,
    "slug": "capacity-and-bounded-risk",
    "text": "Capacity and bounded risk"
  }, {
    "depth": 2,
    "slug": "how-sure-are-these-numbers",
    "text": "How sure are these numbers?"
  }, {
    "depth": 2,
    "slug": "what-this-means-for-a-protocol",
    "text": "What this means for a protocol"
  }];
}
function _createMdxContent(props) {
  const _components = {
    annotation: "annotation",
    em: "em",
    h2: "h2",
    h3: "h3",
    li: "li",
    math: "math",
    mfrac: "mfrac",
    mi: "mi",
    mn: "mn",
    mo: "mo",
    mrow: "mrow",
    mspace: "mspace",
    msqrt: "msqrt",
    msub: "msub",
    msubsup: "msubsup",
    msup: "msup",
    mtext: "mtext",
    munder: "munder",
    p: "p",
    path: "path",
    semantics: "semantics",
    span: "span",
    strong: "strong",
    svg: "svg",
    ul: "ul",
    ...props.components
  }, {DutchDrawChart, DutchDrawTable, FeasibleRegion, GeometryChart, LeakageChart, LesserAreaCurve, Metric, MetricTable, OperatingPoints, PrPrevalence, RocChart, Uncertainty, WinProbability, WinnerHeatmap} = _components;
  if (!DutchDrawChart) _missingMdxReference("DutchDrawChart");
  if (!DutchDrawTable) _missingMdxReference("DutchDrawTable");
  if (!FeasibleRegion) _missingMdxReference("FeasibleRegion");
  if (!GeometryChart) _missingMdxReference("GeometryChart");
  if (!LeakageChart) _missingMdxReference("LeakageChart");
  if (!LesserAreaCurve) _missingMdxReference("LesserAreaCurve");
  if (!Metric) _missingMdxReference("Metric");
  if (!MetricTable) _missingMdxReference("MetricTable");
  if (!OperatingPoints) _missingMdxReference("OperatingPoints");
  if (!PrPrevalence) _missingMdxReference("PrPrevalence");
  if (!RocChart) _missingMdxReference("RocChart");
  if (!Uncertainty) _missingMdxReference("Uncertainty");
  if (!WinProbability) _missingMdxReference("WinProbability");
  if (!WinnerHeatmap) _missingMdxReference("WinnerHeatmap");
  return createVNode(Fragment, {
    children: [createVNode(_components.h2, {
      id: "the-question",
      children: "The question"
    }), "\n", createVNode(_components.p, {
      children: ["After an aneurysmal subarachnoid haemorrhage, clinicians would like to identify early the patients who will have a poor\noutcome at six months (Glasgow Outcome Scale ≤ 3), to plan monitoring and to discuss prognosis with families. The data\nhold ", createVNode(Metric, {
        metric: "positives"
      }), " patients with a poor outcome and ", createVNode(Metric, {
        metric: "negatives"
      }), " with a good one\n(prevalence ", createVNode(Metric, {
        metric: "prevalence"
      }), ") and three candidate predictors, each read as “higher = worse”:"]
    }), "\n", createVNode(_components.ul, {
      children: ["\n", createVNode(_components.li, {
        children: [createVNode(_components.strong, {
          children: "s100b"
        }), ", a serum biomarker of astroglial damage;"]
      }), "\n", createVNode(_components.li, {
        children: [createVNode(_components.strong, {
          children: "ndka"
        }), ", a serum biomarker (nucleoside diphosphate kinase A);"]
      }), "\n", createVNode(_components.li, {
        children: [createVNode(_components.strong, {
          children: "wfns"
        }), ", the World Federation of Neurosurgical Societies clinical grade (1–5): an integer score with many ties."]
      }), "\n"]
    }), "\n", createVNode(_components.p, {
      children: ["This is a small data set. Every number below is an estimate on 113 patients, and differences in the second decimal\nare well within sampling noise: s100b’s AUROC is ", createVNode(Metric, {
        metric: "auroc",
        model: "s100b"
      }), " with a 95% DeLong interval of\n", createVNode(Metric, {
        metric: "aurocCi",
        model: "s100b"
      }), ", and ndka’s interval, ", createVNode(Metric, {
        metric: "aurocCi",
        model: "ndka"
      }), ", overlaps it\nwidely. Read the report as a way of ", createVNode(_components.em, {
        children: "asking the right question"
      }), ", not as a verdict; the section “How sure are these\nnumbers?” below gives every interval."]
    }), "\n", createVNode(_components.h2, {
      id: "discrimination-over-all-thresholds",
      children: "Discrimination over all thresholds"
    }), "\n", createVNode(_components.p, {
      children: ["The area under the ROC curve (AUROC) summarises how well a score ranks a poor-outcome patient above a good-outcome\npatient, over every threshold: wfns ", createVNode(Metric, {
        metric: "auroc",
        model: "wfns"
      }), ", s100b ", createVNode(Metric, {
        metric: "auroc",
        model: "s100b"
      }), ",\nndka ", createVNode(Metric, {
        metric: "auroc",
        model: "ndka"
      }), " (pROC’s documentation reports 0.731 for s100b and 0.824 for wfns, which\nanyone can check in R)."]
    }), "\n", createVNode(MetricTable, {}), "\n", createVNode(_components.p, {
      children: ["The clinical grade’s AUROC is higher than s100b’s by a margin that the paired DeLong test does detect (p =\n", createVNode(Metric, {
        metric: "delongP",
        model: "wfns",
        other: "s100b"
      }), "), but that difference is one summary over every threshold; the\nconstrained comparisons below are much less certain."]
    }), "\n", createVNode(_components.p, {
      children: ["The last two columns are ", createVNode(_components.em, {
        children: "WaAUROCC"
      }), ", a Wasserstein-based score of how steep the ROC curve is over a range of false-positive rates: split the range into\nbins, take the mean TPR of the curve in each bin as bars ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "h"
                  }), createVNode(_components.mi, {
                    children: "i"
                  })]
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "h_i"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8444em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                children: "h"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3117em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "0em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "i"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            })]
          })
        })]
      }), ", and compare them with the ideal bars (all 1) and the\nchance bars (the bin centres) by the 1-D Wasserstein distance,"]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "W"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "a"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "A"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "U"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  })]
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.msub, {
                      children: [createVNode(_components.mi, {
                        children: "W"
                      }), createVNode(_components.mn, {
                        children: "1"
                      })]
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.mi, {
                      children: "h"
                    }), createVNode(_components.mo, {
                      separator: "true",
                      children: ","
                    }), createVNode(_components.mn, {
                      mathvariant: "bold",
                      children: "1"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: ")"
                    })]
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.msub, {
                      children: [createVNode(_components.mi, {
                        children: "W"
                      }), createVNode(_components.mn, {
                        children: "1"
                      })]
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.msup, {
                      children: [createVNode(_components.mi, {
                        children: "h"
                      }), createVNode(_components.mtext, {
                        children: "chance"
                      })]
                    }), createVNode(_components.mo, {
                      separator: "true",
                      children: ","
                    }), createVNode(_components.mn, {
                      mathvariant: "bold",
                      children: "1"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: ")"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{WaAUROCC} = 1 - \\frac{W_1(h, \\mathbf{1})}{W_1(h^{\\text{chance}}, \\mathbf{1})} ,"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "WaAUROCC"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.7278em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.363em",
                verticalAlign: "-0.936em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.427em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.1389em"
                              },
                              children: "W"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.1389em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "1"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mopen",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              children: "h"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t",
                                children: createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.7751em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.989em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: createVNode(_components.span, {
                                            class: "mord text mtight",
                                            children: createVNode(_components.span, {
                                              class: "mord mtight",
                                              children: "chance"
                                            })
                                          })
                                        })
                                      })]
                                    })
                                  })
                                })
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mpunct",
                            children: ","
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathbf",
                            children: "1"
                          }), createVNode(_components.span, {
                            class: "mclose",
                            children: ")"
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.1389em"
                              },
                              children: "W"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.1389em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "1"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mopen",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "h"
                          }), createVNode(_components.span, {
                            class: "mpunct",
                            children: ","
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathbf",
                            children: "1"
                          }), createVNode(_components.span, {
                            class: "mclose",
                            children: ")"
                          })]
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.936em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["so 1 is perfect and 0 is chance. The config also states an ", createVNode(_components.em, {
        children: "acceptance curve"
      }), " (half of the poor outcomes found at 10%\nfalse alarms, three quarters at 30%), drawn dash-dotted on the ROC chart: ✓ marks a model whose WaAUROCC reaches the\ncurve’s, ✗ one that misses it. Over the low false-positive range ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mn, {
                  children: "0"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mn, {
                  children: "0.2"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "[0, 0.2]"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: "0"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.2"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            })]
          })
        })]
      }), " the curve scores\n", createVNode(Metric, {
        metric: "waauroccAcceptance",
        model: "wfns",
        fpr: [0, 0.2]
      }), ": wfns reaches it (", createVNode(Metric, {
        metric: "waaurocc",
        model: "wfns",
        fpr: [0, 0.2]
      }), "), s100b\n(", createVNode(Metric, {
        metric: "waaurocc",
        model: "s100b",
        fpr: [0, 0.2]
      }), ") and ndka (", createVNode(Metric, {
        metric: "waaurocc",
        model: "ndka",
        fpr: [0, 0.2]
      }), ") do not."]
    }), "\n", createVNode(RocChart, {}), "\n", createVNode(_components.p, {
      children: "The clinical grade has only five values, so its ROC curve has only a handful of operating points, one per grade. The\nbiomarkers are continuous and offer many thresholds. A ranking by AUROC averages over thresholds nobody would use\n(a false-positive rate of 0.9, for example), which is why the rest of this report looks at costs and constraints."
    }), "\n", createVNode(_components.p, {
      children: ["Precision, unlike the ROC curve, depends on how common the outcome is. A ward where only 10% of patients have a poor\noutcome would see the same sensitivities and false-positive rates but lower precision: with prevalence ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "π"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\pi"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0359em"
              },
              children: "π"
            })]
          })
        })]
      }), ","]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "P"
                    }), createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "P"
                    }), createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "V"
                    })]
                  }), createVNode(_components.mi, {
                    children: "π"
                  })]
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "π"
                    }), createVNode(_components.mtext, {
                      children: " "
                    }), createVNode(_components.mrow, {
                      children: [createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "T"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "P"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "R"
                      })]
                    })]
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "π"
                    }), createVNode(_components.mtext, {
                      children: " "
                    }), createVNode(_components.mrow, {
                      children: [createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "T"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "P"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "R"
                      })]
                    }), createVNode(_components.mo, {
                      children: "+"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.mn, {
                      children: "1"
                    }), createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mi, {
                      children: "π"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: ")"
                    }), createVNode(_components.mtext, {
                      children: " "
                    }), createVNode(_components.mrow, {
                      children: [createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "F"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "P"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "R"
                      })]
                    })]
                  })]
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "."
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{PPV}_\\pi = \\frac{\\pi\\,\\mathrm{TPR}}{\\pi\\,\\mathrm{TPR} + (1 - \\pi)\\,\\mathrm{FPR}} ."
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord",
                children: createVNode(_components.span, {
                  class: "mord mathrm",
                  style: {
                    marginRight: "0.0139em"
                  },
                  children: "PPV"
                })
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.1514em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            style: {
                              marginRight: "0.0359em"
                            },
                            children: "π"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.2963em",
                verticalAlign: "-0.936em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3603em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.0359em"
                            },
                            children: "π"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: createVNode(_components.span, {
                              class: "mord mathrm",
                              children: "TPR"
                            })
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "+"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mopen",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: "1"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "−"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.0359em"
                            },
                            children: "π"
                          }), createVNode(_components.span, {
                            class: "mclose",
                            children: ")"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: createVNode(_components.span, {
                              class: "mord mathrm",
                              children: "FPR"
                            })
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.0359em"
                            },
                            children: "π"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: createVNode(_components.span, {
                              class: "mord mathrm",
                              children: "TPR"
                            })
                          })]
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.936em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mord",
              children: "."
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: "The chart shows the curves at the study’s prevalence and at the deployment prevalences of the config; with JavaScript\non, the control above it switches between them and recomputes the curves at any other prevalence."
    }), "\n", createVNode(PrPrevalence, {}), "\n", createVNode(_components.h3, {
      id: "leakage-and-the-binormal-fit",
      children: "Leakage and the binormal fit"
    }), "\n", createVNode(_components.p, {
      children: ["The ", createVNode(_components.em, {
        children: "leakage function"
      }), " reads the ROC curve from the other side: if a threshold clears a share ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "u"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "u"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "u"
            })]
          })
        })]
      }), " of the good-outcome\npatients, ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "G"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "u"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mi, {
                  children: "u"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "G(u) = 1 - \\mathrm{ROC}(1 - u)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "G"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "u"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.7278em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "ROC"
              })
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "u"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })]
        })]
      }), " is the share of poor-outcome patients that slip under it too, and\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "A"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "U"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  })]
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.msubsup, {
                  children: [createVNode(_components.mo, {
                    children: "∫"
                  }), createVNode(_components.mn, {
                    children: "0"
                  }), createVNode(_components.mn, {
                    children: "1"
                  })]
                }), createVNode(_components.mi, {
                  children: "G"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "u"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mi, {
                  children: "d"
                }), createVNode(_components.mi, {
                  children: "u"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{AUROC} = 1 - \\int_0^1 G(u)\\,du"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "AUROC"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.7278em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.3648em",
                verticalAlign: "-0.3558em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: [createVNode(_components.span, {
                class: "mop op-symbol small-op",
                style: {
                  marginRight: "0.1945em",
                  position: "relative",
                  top: "-0.0006em"
                },
                children: "∫"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.009em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.3442em",
                          marginLeft: "-0.1945em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "0"
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.2579em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "1"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3558em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "G"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "u"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "d"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "u"
            })]
          })]
        })]
      }), ". The binormal fit summarises each curve by two numbers,\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msup, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "Φ"
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mn, {
                      children: "1"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "T"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mi, {
                  children: "b"
                }), createVNode(_components.mo, {
                  children: "+"
                }), createVNode(_components.mi, {
                  children: "a"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.msup, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "Φ"
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mn, {
                      children: "1"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "F"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\Phi^{-1}(\\mathrm{TPR}) = b + a\\,\\Phi^{-1}(\\mathrm{FPR})"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.0641em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord",
                children: "Φ"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t",
                  children: createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.8141em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-3.063em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: [createVNode(_components.span, {
                              class: "mord mtight",
                              children: "−"
                            }), createVNode(_components.span, {
                              class: "mord mtight",
                              children: "1"
                            })]
                          })
                        })]
                      })
                    })
                  })
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "TPR"
              })
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.7778em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "b"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "+"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.0641em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "a"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord",
                children: "Φ"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t",
                  children: createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.8141em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-3.063em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: [createVNode(_components.span, {
                              class: "mord mtight",
                              children: "−"
                            }), createVNode(_components.span, {
                              class: "mord mtight",
                              children: "1"
                            })]
                          })
                        })]
                      })
                    })
                  })
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "FPR"
              })
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })]
        })]
      }), ", with AUROC ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "Φ"
                }), createVNode(_components.mo, {
                  fence: "false",
                  stretchy: "true",
                  minsize: "1.2em",
                  maxsize: "1.2em",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "b"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "/"
                }), createVNode(_components.msqrt, {
                  children: createVNode(_components.mrow, {
                    children: [createVNode(_components.mn, {
                      children: "1"
                    }), createVNode(_components.mo, {
                      children: "+"
                    }), createVNode(_components.msup, {
                      children: [createVNode(_components.mi, {
                        children: "a"
                      }), createVNode(_components.mn, {
                        children: "2"
                      })]
                    })]
                  })
                }), createVNode(_components.mo, {
                  fence: "false",
                  stretchy: "true",
                  minsize: "1.2em",
                  maxsize: "1.2em",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\Phi\\big(b / \\sqrt{1 + a^2}\\big)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.2634em",
                verticalAlign: "-0.35em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "Φ"
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "delimsizing size1",
                children: "("
              })
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "b"
            }), createVNode(_components.span, {
              class: "mord",
              children: "/"
            }), createVNode(_components.span, {
              class: "mord sqrt",
              children: createVNode(_components.span, {
                class: "vlist-t vlist-t2",
                children: [createVNode(_components.span, {
                  class: "vlist-r",
                  children: [createVNode(_components.span, {
                    class: "vlist",
                    style: {
                      height: "0.9134em"
                    },
                    children: [createVNode(_components.span, {
                      class: "svg-align",
                      style: {
                        top: "-3em"
                      },
                      children: [createVNode(_components.span, {
                        class: "pstrut",
                        style: {
                          height: "3em"
                        }
                      }), createVNode(_components.span, {
                        class: "mord",
                        style: {
                          paddingLeft: "0.833em"
                        },
                        children: [createVNode(_components.span, {
                          class: "mord",
                          children: "1"
                        }), createVNode(_components.span, {
                          class: "mspace",
                          style: {
                            marginRight: "0.2222em"
                          }
                        }), createVNode(_components.span, {
                          class: "mbin",
                          children: "+"
                        }), createVNode(_components.span, {
                          class: "mspace",
                          style: {
                            marginRight: "0.2222em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "a"
                          }), createVNode(_components.span, {
                            class: "msupsub",
                            children: createVNode(_components.span, {
                              class: "vlist-t",
                              children: createVNode(_components.span, {
                                class: "vlist-r",
                                children: createVNode(_components.span, {
                                  class: "vlist",
                                  style: {
                                    height: "0.7401em"
                                  },
                                  children: createVNode(_components.span, {
                                    style: {
                                      top: "-2.989em",
                                      marginRight: "0.05em"
                                    },
                                    children: [createVNode(_components.span, {
                                      class: "pstrut",
                                      style: {
                                        height: "2.7em"
                                      }
                                    }), createVNode(_components.span, {
                                      class: "sizing reset-size6 size3 mtight",
                                      children: createVNode(_components.span, {
                                        class: "mord mtight",
                                        children: "2"
                                      })
                                    })]
                                  })
                                })
                              })
                            })
                          })]
                        })]
                      })]
                    }), createVNode(_components.span, {
                      style: {
                        top: "-2.8734em"
                      },
                      children: [createVNode(_components.span, {
                        class: "pstrut",
                        style: {
                          height: "3em"
                        }
                      }), createVNode(_components.span, {
                        class: "hide-tail",
                        style: {
                          minWidth: "0.853em",
                          height: "1.08em"
                        },
                        children: createVNode(_components.svg, {
                          xmlns: "http://www.w3.org/2000/svg",
                          width: "400em",
                          height: "1.08em",
                          viewBox: "0 0 400000 1080",
                          preserveAspectRatio: "xMinYMin slice",
                          children: createVNode(_components.path, {
                            d: "M95,702\nc-2.7,0,-7.17,-2.7,-13.5,-8c-5.8,-5.3,-9.5,-10,-9.5,-14\nc0,-2,0.3,-3.3,1,-4c1.3,-2.7,23.83,-20.7,67.5,-54\nc44.2,-33.3,65.8,-50.3,66.5,-51c1.3,-1.3,3,-2,5,-2c4.7,0,8.7,3.3,12,10\ns173,378,173,378c0.7,0,35.3,-71,104,-213c68.7,-142,137.5,-285,206.5,-429\nc69,-144,104.5,-217.7,106.5,-221\nl0 -0\nc5.3,-9.3,12,-14,20,-14\nH400000v40H845.2724\ns-225.272,467,-225.272,467s-235,486,-235,486c-2.7,4.7,-9,7,-19,7\nc-6,0,-10,-1,-12,-3s-194,-422,-194,-422s-65,47,-65,47z\nM834 80h400000v40h-400000z"
                          })
                        })
                      })]
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-s",
                    children: "​"
                  })]
                }), createVNode(_components.span, {
                  class: "vlist-r",
                  children: createVNode(_components.span, {
                    class: "vlist",
                    style: {
                      height: "0.1266em"
                    },
                    children: createVNode(_components.span, {})
                  })
                })]
              })
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "delimsizing size1",
                children: ")"
              })
            })]
          })
        })]
      }), ": for s100b\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "a"
                }), createVNode(_components.mo, {
                  children: "="
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "a ="
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "a"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            })]
          })
        })]
      }), " ", createVNode(Metric, {
        metric: "binormalA",
        model: "s100b",
        digits: 2
      }), ", ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "b"
                }), createVNode(_components.mo, {
                  children: "="
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "b ="
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6944em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "b"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            })]
          })
        })]
      }), " ", createVNode(Metric, {
        metric: "binormalB",
        model: "s100b",
        digits: 2
      }), "\n(binormal AUROC ", createVNode(Metric, {
        metric: "binormalAuroc",
        model: "s100b"
      }), " against the empirical ", createVNode(Metric, {
        metric: "auroc",
        model: "s100b"
      }), ").\nThe clinical grade’s five steps fit the binormal shape only roughly."]
    }), "\n", createVNode(LeakageChart, {}), "\n", createVNode(_components.h2, {
      id: "costs-voros",
      children: "Costs: VOROS"
    }), "\n", createVNode(_components.p, {
      children: ["Let ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "C"
                  }), createVNode(_components.mn, {
                    children: "0"
                  })]
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "C_0"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0715em"
                },
                children: "C"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0715em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "0"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            })]
          })
        })]
      }), " be the cost of a false positive (an unnecessary escalation) and ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "C"
                  }), createVNode(_components.mn, {
                    children: "1"
                  })]
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "C_1"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0715em"
                },
                children: "C"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0715em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "1"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            })]
          })
        })]
      }), " the cost of a false negative (a missed\npoor outcome). With ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "P"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "P"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.1389em"
              },
              children: "P"
            })]
          })
        })]
      }), " positives and ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "N"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "N"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "N"
            })]
          })
        })]
      }), " negatives, the ", createVNode(_components.em, {
        children: "fractional cost"
      }), " is"]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.msub, {
                      children: [createVNode(_components.mi, {
                        children: "C"
                      }), createVNode(_components.mn, {
                        children: "0"
                      })]
                    }), createVNode(_components.mi, {
                      children: "N"
                    })]
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.msub, {
                      children: [createVNode(_components.mi, {
                        children: "C"
                      }), createVNode(_components.mn, {
                        children: "0"
                      })]
                    }), createVNode(_components.mi, {
                      children: "N"
                    }), createVNode(_components.mo, {
                      children: "+"
                    }), createVNode(_components.msub, {
                      children: [createVNode(_components.mi, {
                        children: "C"
                      }), createVNode(_components.mn, {
                        children: "1"
                      })]
                    }), createVNode(_components.mi, {
                      children: "P"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mspace, {
                  width: "2em"
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mi, {
                    children: "t"
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mn, {
                      children: "1"
                    }), createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mi, {
                      children: "t"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.msub, {
                    children: [createVNode(_components.mi, {
                      children: "C"
                    }), createVNode(_components.mn, {
                      children: "0"
                    })]
                  }), createVNode(_components.msub, {
                    children: [createVNode(_components.mi, {
                      children: "C"
                    }), createVNode(_components.mn, {
                      children: "1"
                    })]
                  })]
                }), createVNode(_components.mo, {
                  children: "⋅"
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mi, {
                    children: "N"
                  }), createVNode(_components.mi, {
                    children: "P"
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "t = \\frac{C_0 N}{C_0 N + C_1 P}, \\qquad \\frac{t}{1-t} = \\frac{C_0}{C_1}\\cdot\\frac{N}{P},"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6151em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.1963em",
                verticalAlign: "-0.836em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3603em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.0715em"
                              },
                              children: "C"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.0715em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "0"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.109em"
                            },
                            children: "N"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "+"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.0715em"
                              },
                              children: "C"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.0715em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "1"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.1389em"
                            },
                            children: "P"
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.0715em"
                              },
                              children: "C"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.0715em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "0"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.109em"
                            },
                            children: "N"
                          })]
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.836em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "2em"
              }
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.2921em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: "1"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "−"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "t"
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "t"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.7693em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.1963em",
                verticalAlign: "-0.836em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3603em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.0715em"
                              },
                              children: "C"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.0715em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "1"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              style: {
                                marginRight: "0.0715em"
                              },
                              children: "C"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.3011em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginLeft: "-0.0715em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "0"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.836em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "⋅"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.0463em",
                verticalAlign: "-0.686em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3603em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.1389em"
                            },
                            children: "P"
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.109em"
                            },
                            children: "N"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.686em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["and the normalized cost of an operating point ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "x"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "y"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "F"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "T"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "(x, y) = (\\mathrm{FPR}, \\mathrm{TPR})"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "x"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0359em"
              },
              children: "y"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "FPR"
              })
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "TPR"
              })
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })]
        })]
      }), " is\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "C"
                    }), createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "o"
                    }), createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "s"
                    }), createVNode(_components.mi, {
                      mathvariant: "normal",
                      children: "t"
                    })]
                  }), createVNode(_components.mi, {
                    children: "t"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "x"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "y"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mi, {
                  children: "x"
                }), createVNode(_components.mo, {
                  children: "+"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mi, {
                  children: "y"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{Cost}_t(x, y) = t\\,x + (1 - t)(1 - y)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord",
                children: createVNode(_components.span, {
                  class: "mord mathrm",
                  children: "Cost"
                })
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2806em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "t"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "x"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0359em"
              },
              children: "y"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6984em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "x"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "+"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0359em"
              },
              children: "y"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })]
        })]
      }), ". The classifiers that cost more than ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "h"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "k"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "(h, k)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "h"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0315em"
              },
              children: "k"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })
        })]
      }), " at ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "t"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "t"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6151em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            })]
          })
        })]
      }), " cover the area"]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "A"
                  }), createVNode(_components.mi, {
                    children: "t"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "h"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "k"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.msub, {
                      children: [createVNode(_components.mrow, {
                        children: [createVNode(_components.mi, {
                          mathvariant: "normal",
                          children: "C"
                        }), createVNode(_components.mi, {
                          mathvariant: "normal",
                          children: "o"
                        }), createVNode(_components.mi, {
                          mathvariant: "normal",
                          children: "s"
                        }), createVNode(_components.mi, {
                          mathvariant: "normal",
                          children: "t"
                        })]
                      }), createVNode(_components.mi, {
                        children: "t"
                      })]
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.mi, {
                      children: "h"
                    }), createVNode(_components.mo, {
                      separator: "true",
                      children: ","
                    }), createVNode(_components.mi, {
                      children: "k"
                    }), createVNode(_components.msup, {
                      children: [createVNode(_components.mo, {
                        stretchy: "false",
                        children: ")"
                      }), createVNode(_components.mn, {
                        children: "2"
                      })]
                    })]
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mn, {
                      children: "2"
                    }), createVNode(_components.mtext, {
                      children: " "
                    }), createVNode(_components.mi, {
                      children: "t"
                    }), createVNode(_components.mtext, {
                      children: " "
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.mn, {
                      children: "1"
                    }), createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mi, {
                      children: "t"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: ")"
                    })]
                  })]
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "A_t(h, k) = 1 - \\frac{\\mathrm{Cost}_t(h, k)^2}{2\\,t\\,(1-t)}"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                children: "A"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2806em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "0em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "t"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "h"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0315em"
              },
              children: "k"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.7278em",
                verticalAlign: "-0.0833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.4271em",
                verticalAlign: "-0.936em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.4911em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: "2"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "t"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mopen",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord",
                            children: "1"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "−"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "t"
                          }), createVNode(_components.span, {
                            class: "mclose",
                            children: ")"
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord",
                              children: createVNode(_components.span, {
                                class: "mord mathrm",
                                children: "Cost"
                              })
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t vlist-t2",
                                children: [createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: [createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.2806em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.55em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mathnormal mtight",
                                          children: "t"
                                        })
                                      })]
                                    })
                                  }), createVNode(_components.span, {
                                    class: "vlist-s",
                                    children: "​"
                                  })]
                                }), createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.15em"
                                    },
                                    children: createVNode(_components.span, {})
                                  })
                                })]
                              })
                            })]
                          }), createVNode(_components.span, {
                            class: "mopen",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "h"
                          }), createVNode(_components.span, {
                            class: "mpunct",
                            children: ","
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.1667em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            style: {
                              marginRight: "0.0315em"
                            },
                            children: "k"
                          }), createVNode(_components.span, {
                            class: "mclose",
                            children: [createVNode(_components.span, {
                              class: "mclose",
                              children: ")"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t",
                                children: createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.8141em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-3.063em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mord mtight",
                                          children: "2"
                                        })
                                      })]
                                    })
                                  })
                                })
                              })
                            })]
                          })]
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.936em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["of ROC space, and the ", createVNode(_components.em, {
        children: "volume over the ROC surface"
      }), " averages the best such area over a range of costs:"]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "V"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "S"
                  })]
                }), createVNode(_components.mo, {
                  fence: "false",
                  stretchy: "true",
                  minsize: "1.2em",
                  maxsize: "1.2em",
                  children: "("
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "O"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mi, {
                  children: "a"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "b"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                }), createVNode(_components.mo, {
                  fence: "false",
                  stretchy: "true",
                  minsize: "1.2em",
                  maxsize: "1.2em",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mn, {
                    children: "1"
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "b"
                    }), createVNode(_components.mo, {
                      children: "−"
                    }), createVNode(_components.mi, {
                      children: "a"
                    })]
                  })]
                }), createVNode(_components.msubsup, {
                  children: [createVNode(_components.mo, {
                    children: "∫"
                  }), createVNode(_components.mi, {
                    children: "a"
                  }), createVNode(_components.mi, {
                    children: "b"
                  })]
                }), createVNode(_components.munder, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "max"
                    }), createVNode(_components.mo, {
                      children: "⁡"
                    })]
                  }), createVNode(_components.mrow, {
                    children: [createVNode(_components.mo, {
                      stretchy: "false",
                      children: "("
                    }), createVNode(_components.mi, {
                      children: "h"
                    }), createVNode(_components.mo, {
                      separator: "true",
                      children: ","
                    }), createVNode(_components.mi, {
                      children: "k"
                    }), createVNode(_components.mo, {
                      stretchy: "false",
                      children: ")"
                    }), createVNode(_components.mo, {
                      children: "∈"
                    }), createVNode(_components.mrow, {
                      children: [createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "R"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "O"
                      }), createVNode(_components.mi, {
                        mathvariant: "normal",
                        children: "C"
                      })]
                    })]
                  })]
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "A"
                  }), createVNode(_components.mi, {
                    children: "t"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "h"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "k"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mi, {
                  children: "d"
                }), createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "."
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{VOROS}\\big(\\mathrm{ROC}, [a, b]\\big) = \\frac{1}{b - a} \\int_a^b \\max_{(h, k) \\in \\mathrm{ROC}} A_t(h, k)\\, dt ."
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.2em",
                verticalAlign: "-0.35em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "VOROS"
              })
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "delimsizing size1",
                children: "("
              })
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "ROC"
              })
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "a"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "b"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "delimsizing size1",
                children: ")"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.565em",
                verticalAlign: "-0.966em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3214em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: [createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "b"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mbin",
                            children: "−"
                          }), createVNode(_components.span, {
                            class: "mspace",
                            style: {
                              marginRight: "0.2222em"
                            }
                          }), createVNode(_components.span, {
                            class: "mord mathnormal",
                            children: "a"
                          })]
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord",
                            children: "1"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.7693em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: [createVNode(_components.span, {
                class: "mop op-symbol large-op",
                style: {
                  marginRight: "0.4445em",
                  position: "relative",
                  top: "-0.0011em"
                },
                children: "∫"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.599em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-1.7881em",
                          marginLeft: "-0.4445em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "a"
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.8129em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "b"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.9119em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mop op-limits",
              children: createVNode(_components.span, {
                class: "vlist-t vlist-t2",
                children: [createVNode(_components.span, {
                  class: "vlist-r",
                  children: [createVNode(_components.span, {
                    class: "vlist",
                    style: {
                      height: "0.4306em"
                    },
                    children: [createVNode(_components.span, {
                      style: {
                        top: "-2.309em",
                        marginLeft: "0em"
                      },
                      children: [createVNode(_components.span, {
                        class: "pstrut",
                        style: {
                          height: "3em"
                        }
                      }), createVNode(_components.span, {
                        class: "sizing reset-size6 size3 mtight",
                        children: createVNode(_components.span, {
                          class: "mord mtight",
                          children: [createVNode(_components.span, {
                            class: "mopen mtight",
                            children: "("
                          }), createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "h"
                          }), createVNode(_components.span, {
                            class: "mpunct mtight",
                            children: ","
                          }), createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            style: {
                              marginRight: "0.0315em"
                            },
                            children: "k"
                          }), createVNode(_components.span, {
                            class: "mclose mtight",
                            children: ")"
                          }), createVNode(_components.span, {
                            class: "mrel mtight",
                            children: "∈"
                          }), createVNode(_components.span, {
                            class: "mord mtight",
                            children: createVNode(_components.span, {
                              class: "mord mathrm mtight",
                              children: "ROC"
                            })
                          })]
                        })
                      })]
                    }), createVNode(_components.span, {
                      style: {
                        top: "-3em"
                      },
                      children: [createVNode(_components.span, {
                        class: "pstrut",
                        style: {
                          height: "3em"
                        }
                      }), createVNode(_components.span, {
                        children: createVNode(_components.span, {
                          class: "mop",
                          children: "max"
                        })
                      })]
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-s",
                    children: "​"
                  })]
                }), createVNode(_components.span, {
                  class: "vlist-r",
                  children: createVNode(_components.span, {
                    class: "vlist",
                    style: {
                      height: "0.966em"
                    },
                    children: createVNode(_components.span, {})
                  })
                })]
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                children: "A"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2806em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "0em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "t"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "h"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0315em"
              },
              children: "k"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "d"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mord",
              children: "."
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["Over all costs (", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mo, {
                  children: "∈"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mn, {
                  children: "0"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "t \\in [0, 1]"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6542em",
                verticalAlign: "-0.0391em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "∈"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: "0"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            })]
          })]
        })]
      }), ") wfns scores ", createVNode(Metric, {
        metric: "voros",
        model: "wfns",
        t: [0, 1]
      }), ", s100b\n", createVNode(Metric, {
        metric: "voros",
        model: "s100b",
        t: [0, 1]
      }), " and ndka ", createVNode(Metric, {
        metric: "voros",
        model: "ndka",
        t: [0, 1]
      }), "; a classifier that guesses\nscores ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mn, {
                  children: "3"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "/"
                }), createVNode(_components.mn, {
                  children: "2"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mi, {
                  children: "ln"
                }), createVNode(_components.mo, {
                  children: "⁡"
                }), createVNode(_components.mn, {
                  children: "2"
                }), createVNode(_components.mo, {
                  children: "≈"
                }), createVNode(_components.mn, {
                  children: "0.807"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "3/2 - \\ln 2 \\approx 0.807"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "3/2"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6944em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: "ln"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "2"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "≈"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6444em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.807"
            })]
          })]
        })]
      }), "."]
    }), "\n", createVNode(LesserAreaCurve, {
      scenario: "none"
    }), "\n", createVNode(_components.h2, {
      id: "deployment-constraints-partial-voros",
      children: "Deployment constraints: partial VOROS"
    }), "\n", createVNode(_components.p, {
      children: ["A real protocol has two more constraints. Alerts must be worth acting on — at least a fraction ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "α"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\alpha"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0037em"
              },
              children: "α"
            })]
          })
        })]
      }), " of flagged\npatients should truly have a poor outcome — and the team can only follow up ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "κ"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\kappa"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "κ"
            })]
          })
        })]
      }), " patients. In ROC space these\ncarve out the ", createVNode(_components.em, {
        children: "feasible region"
      })]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "K"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mo, {
                    fence: "true",
                    children: "{"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: "("
                  }), createVNode(_components.mi, {
                    children: "x"
                  }), createVNode(_components.mo, {
                    separator: "true",
                    children: ","
                  }), createVNode(_components.mi, {
                    children: "y"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: ")"
                  }), createVNode(_components.mo, {
                    children: "∈"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: "["
                  }), createVNode(_components.mn, {
                    children: "0"
                  }), createVNode(_components.mo, {
                    separator: "true",
                    children: ","
                  }), createVNode(_components.mn, {
                    children: "1"
                  }), createVNode(_components.msup, {
                    children: [createVNode(_components.mo, {
                      stretchy: "false",
                      children: "]"
                    }), createVNode(_components.mn, {
                      children: "2"
                    })]
                  }), createVNode(_components.mtext, {
                    children: "  "
                  }), createVNode(_components.mo, {
                    children: ":"
                  }), createVNode(_components.mtext, {
                    children: "  "
                  }), createVNode(_components.mi, {
                    children: "α"
                  }), createVNode(_components.mi, {
                    children: "N"
                  }), createVNode(_components.mi, {
                    children: "x"
                  }), createVNode(_components.mo, {
                    children: "≤"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: "("
                  }), createVNode(_components.mn, {
                    children: "1"
                  }), createVNode(_components.mo, {
                    children: "−"
                  }), createVNode(_components.mi, {
                    children: "α"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: ")"
                  }), createVNode(_components.mi, {
                    children: "P"
                  }), createVNode(_components.mi, {
                    children: "y"
                  }), createVNode(_components.mo, {
                    separator: "true",
                    children: ","
                  }), createVNode(_components.mtext, {
                    children: "  "
                  }), createVNode(_components.mtext, {
                    children: "  "
                  }), createVNode(_components.mi, {
                    children: "N"
                  }), createVNode(_components.mi, {
                    children: "x"
                  }), createVNode(_components.mo, {
                    children: "+"
                  }), createVNode(_components.mi, {
                    children: "P"
                  }), createVNode(_components.mi, {
                    children: "y"
                  }), createVNode(_components.mo, {
                    children: "≤"
                  }), createVNode(_components.mi, {
                    children: "κ"
                  }), createVNode(_components.mo, {
                    fence: "true",
                    children: "}"
                  })]
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "K = \\left\\{ (x, y) \\in [0, 1]^2 \\;:\\; \\alpha N x \\le (1 - \\alpha) P y, \\;\\; N x + P y \\le \\kappa \\right\\},"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0715em"
              },
              children: "K"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.2141em",
                verticalAlign: "-0.35em"
              }
            }), createVNode(_components.span, {
              class: "minner",
              children: [createVNode(_components.span, {
                class: "mopen delimcenter",
                style: {
                  top: "0em"
                },
                children: createVNode(_components.span, {
                  class: "delimsizing size1",
                  children: "{"
                })
              }), createVNode(_components.span, {
                class: "mopen",
                children: "("
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                children: "x"
              }), createVNode(_components.span, {
                class: "mpunct",
                children: ","
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.1667em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "y"
              }), createVNode(_components.span, {
                class: "mclose",
                children: ")"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mrel",
                children: "∈"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mopen",
                children: "["
              }), createVNode(_components.span, {
                class: "mord",
                children: "0"
              }), createVNode(_components.span, {
                class: "mpunct",
                children: ","
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.1667em"
                }
              }), createVNode(_components.span, {
                class: "mord",
                children: "1"
              }), createVNode(_components.span, {
                class: "mclose",
                children: [createVNode(_components.span, {
                  class: "mclose",
                  children: "]"
                }), createVNode(_components.span, {
                  class: "msupsub",
                  children: createVNode(_components.span, {
                    class: "vlist-t",
                    children: createVNode(_components.span, {
                      class: "vlist-r",
                      children: createVNode(_components.span, {
                        class: "vlist",
                        style: {
                          height: "0.8641em"
                        },
                        children: createVNode(_components.span, {
                          style: {
                            top: "-3.113em",
                            marginRight: "0.05em"
                          },
                          children: [createVNode(_components.span, {
                            class: "pstrut",
                            style: {
                              height: "2.7em"
                            }
                          }), createVNode(_components.span, {
                            class: "sizing reset-size6 size3 mtight",
                            children: createVNode(_components.span, {
                              class: "mord mtight",
                              children: "2"
                            })
                          })]
                        })
                      })
                    })
                  })
                })]
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mrel",
                children: ":"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0037em"
                },
                children: "α"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.109em"
                },
                children: "N"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                children: "x"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mrel",
                children: "≤"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mopen",
                children: "("
              }), createVNode(_components.span, {
                class: "mord",
                children: "1"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2222em"
                }
              }), createVNode(_components.span, {
                class: "mbin",
                children: "−"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2222em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0037em"
                },
                children: "α"
              }), createVNode(_components.span, {
                class: "mclose",
                children: ")"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.1389em"
                },
                children: "P"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "y"
              }), createVNode(_components.span, {
                class: "mpunct",
                children: ","
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.1667em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.109em"
                },
                children: "N"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                children: "x"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2222em"
                }
              }), createVNode(_components.span, {
                class: "mbin",
                children: "+"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2222em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.1389em"
                },
                children: "P"
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "y"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mrel",
                children: "≤"
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.2778em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                children: "κ"
              }), createVNode(_components.span, {
                class: "mclose delimcenter",
                style: {
                  top: "0em"
                },
                children: createVNode(_components.span, {
                  class: "delimsizing size1",
                  children: "}"
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["and partial VOROS compares models on ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "K"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "K"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0715em"
              },
              children: "K"
            })]
          })
        })]
      }), " only: with ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.msup, {
                  children: [createVNode(_components.mi, {
                    children: "A"
                  }), createVNode(_components.mo, {
                    children: "∗"
                  })]
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "A^*"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6887em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                children: "A"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t",
                  children: createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.6887em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-3.063em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mbin mtight",
                            children: "∗"
                          })
                        })]
                      })
                    })
                  })
                })
              })]
            })]
          })
        })]
      }), " the area of ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "K"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "K"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0715em"
              },
              children: "K"
            })]
          })
        })]
      }), " and ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msubsup, {
                  children: [createVNode(_components.mi, {
                    children: "A"
                  }), createVNode(_components.mi, {
                    children: "t"
                  }), createVNode(_components.mo, {
                    children: "∗"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "h"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "k"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "A^*_t(h, k)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                children: "A"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.6887em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.453em",
                          marginLeft: "0em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "t"
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.063em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mbin mtight",
                            children: "∗"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.247em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "h"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0315em"
              },
              children: "k"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })
        })]
      }), " the part of ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "K"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "K"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0715em"
              },
              children: "K"
            })]
          })
        })]
      }), " that costs\nmore than ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "h"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "k"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "(h, k)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "h"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0315em"
              },
              children: "k"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })
        })]
      }), ","]
    }), "\n", createVNode(_components.span, {
      class: "katex-display",
      children: createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            display: "block",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "V"
                  })]
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mfrac, {
                  children: [createVNode(_components.mn, {
                    children: "1"
                  }), createVNode(_components.msup, {
                    children: [createVNode(_components.mi, {
                      children: "A"
                    }), createVNode(_components.mo, {
                      children: "∗"
                    })]
                  })]
                }), createVNode(_components.mtext, {
                  children: "  "
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "double-struck",
                    children: "E"
                  }), createVNode(_components.mi, {
                    children: "t"
                  })]
                }), createVNode(_components.mtext, {
                  children: " ⁣"
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mo, {
                    fence: "true",
                    children: "["
                  }), createVNode(_components.munder, {
                    children: [createVNode(_components.mrow, {
                      children: [createVNode(_components.mi, {
                        children: "max"
                      }), createVNode(_components.mo, {
                        children: "⁡"
                      })]
                    }), createVNode(_components.mrow, {
                      children: [createVNode(_components.mo, {
                        stretchy: "false",
                        children: "("
                      }), createVNode(_components.mi, {
                        children: "h"
                      }), createVNode(_components.mo, {
                        separator: "true",
                        children: ","
                      }), createVNode(_components.mi, {
                        children: "k"
                      }), createVNode(_components.mo, {
                        stretchy: "false",
                        children: ")"
                      }), createVNode(_components.mtext, {
                        children: " feasible"
                      })]
                    })]
                  }), createVNode(_components.msubsup, {
                    children: [createVNode(_components.mi, {
                      children: "A"
                    }), createVNode(_components.mi, {
                      children: "t"
                    }), createVNode(_components.mo, {
                      children: "∗"
                    })]
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: "("
                  }), createVNode(_components.mi, {
                    children: "h"
                  }), createVNode(_components.mo, {
                    separator: "true",
                    children: ","
                  }), createVNode(_components.mi, {
                    children: "k"
                  }), createVNode(_components.mo, {
                    stretchy: "false",
                    children: ")"
                  }), createVNode(_components.mo, {
                    fence: "true",
                    children: "]"
                  })]
                }), createVNode(_components.mo, {
                  children: "∈"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mn, {
                  children: "0"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "."
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\mathrm{PV} = \\frac{1}{A^*}\\; \\mathbb{E}_t\\!\\left[ \\max_{(h, k)\\ \\text{feasible}} A^*_t(h, k) \\right] \\in [0, 1]."
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                style: {
                  marginRight: "0.0139em"
                },
                children: "PV"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "2.416em",
                verticalAlign: "-0.966em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mopen nulldelimiter"
              }), createVNode(_components.span, {
                class: "mfrac",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "1.3214em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.314em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord",
                            children: [createVNode(_components.span, {
                              class: "mord mathnormal",
                              children: "A"
                            }), createVNode(_components.span, {
                              class: "msupsub",
                              children: createVNode(_components.span, {
                                class: "vlist-t",
                                children: createVNode(_components.span, {
                                  class: "vlist-r",
                                  children: createVNode(_components.span, {
                                    class: "vlist",
                                    style: {
                                      height: "0.6147em"
                                    },
                                    children: createVNode(_components.span, {
                                      style: {
                                        top: "-2.989em",
                                        marginRight: "0.05em"
                                      },
                                      children: [createVNode(_components.span, {
                                        class: "pstrut",
                                        style: {
                                          height: "2.7em"
                                        }
                                      }), createVNode(_components.span, {
                                        class: "sizing reset-size6 size3 mtight",
                                        children: createVNode(_components.span, {
                                          class: "mbin mtight",
                                          children: "∗"
                                        })
                                      })]
                                    })
                                  })
                                })
                              })
                            })]
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.23em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "frac-line",
                          style: {
                            borderBottomWidth: "0.04em"
                          }
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3.677em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "mord",
                          children: createVNode(_components.span, {
                            class: "mord",
                            children: "1"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.686em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mclose nulldelimiter"
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathbb",
                children: "E"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2806em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "0em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "t"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "-0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "minner",
              children: [createVNode(_components.span, {
                class: "mopen delimcenter",
                style: {
                  top: "0em"
                },
                children: createVNode(_components.span, {
                  class: "delimsizing size3",
                  children: "["
                })
              }), createVNode(_components.span, {
                class: "mop op-limits",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.4306em"
                      },
                      children: [createVNode(_components.span, {
                        style: {
                          top: "-2.309em",
                          marginLeft: "0em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: [createVNode(_components.span, {
                              class: "mopen mtight",
                              children: "("
                            }), createVNode(_components.span, {
                              class: "mord mathnormal mtight",
                              children: "h"
                            }), createVNode(_components.span, {
                              class: "mpunct mtight",
                              children: ","
                            }), createVNode(_components.span, {
                              class: "mord mathnormal mtight",
                              style: {
                                marginRight: "0.0315em"
                              },
                              children: "k"
                            }), createVNode(_components.span, {
                              class: "mclose mtight",
                              children: ")"
                            }), createVNode(_components.span, {
                              class: "mspace mtight",
                              children: createVNode(_components.span, {
                                class: "mtight",
                                children: " "
                              })
                            }), createVNode(_components.span, {
                              class: "mord text mtight",
                              children: createVNode(_components.span, {
                                class: "mord mtight",
                                children: "feasible"
                              })
                            })]
                          })
                        })]
                      }), createVNode(_components.span, {
                        style: {
                          top: "-3em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "3em"
                          }
                        }), createVNode(_components.span, {
                          children: createVNode(_components.span, {
                            class: "mop",
                            children: "max"
                          })
                        })]
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.966em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.1667em"
                }
              }), createVNode(_components.span, {
                class: "mord",
                children: [createVNode(_components.span, {
                  class: "mord mathnormal",
                  children: "A"
                }), createVNode(_components.span, {
                  class: "msupsub",
                  children: createVNode(_components.span, {
                    class: "vlist-t vlist-t2",
                    children: [createVNode(_components.span, {
                      class: "vlist-r",
                      children: [createVNode(_components.span, {
                        class: "vlist",
                        style: {
                          height: "0.7387em"
                        },
                        children: [createVNode(_components.span, {
                          style: {
                            top: "-2.453em",
                            marginLeft: "0em",
                            marginRight: "0.05em"
                          },
                          children: [createVNode(_components.span, {
                            class: "pstrut",
                            style: {
                              height: "2.7em"
                            }
                          }), createVNode(_components.span, {
                            class: "sizing reset-size6 size3 mtight",
                            children: createVNode(_components.span, {
                              class: "mord mathnormal mtight",
                              children: "t"
                            })
                          })]
                        }), createVNode(_components.span, {
                          style: {
                            top: "-3.113em",
                            marginRight: "0.05em"
                          },
                          children: [createVNode(_components.span, {
                            class: "pstrut",
                            style: {
                              height: "2.7em"
                            }
                          }), createVNode(_components.span, {
                            class: "sizing reset-size6 size3 mtight",
                            children: createVNode(_components.span, {
                              class: "mbin mtight",
                              children: "∗"
                            })
                          })]
                        })]
                      }), createVNode(_components.span, {
                        class: "vlist-s",
                        children: "​"
                      })]
                    }), createVNode(_components.span, {
                      class: "vlist-r",
                      children: createVNode(_components.span, {
                        class: "vlist",
                        style: {
                          height: "0.247em"
                        },
                        children: createVNode(_components.span, {})
                      })
                    })]
                  })
                })]
              }), createVNode(_components.span, {
                class: "mopen",
                children: "("
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                children: "h"
              }), createVNode(_components.span, {
                class: "mpunct",
                children: ","
              }), createVNode(_components.span, {
                class: "mspace",
                style: {
                  marginRight: "0.1667em"
                }
              }), createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0315em"
                },
                children: "k"
              }), createVNode(_components.span, {
                class: "mclose",
                children: ")"
              }), createVNode(_components.span, {
                class: "mclose delimcenter",
                style: {
                  top: "0em"
                },
                children: createVNode(_components.span, {
                  class: "delimsizing size3",
                  children: "]"
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "∈"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: "0"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            }), createVNode(_components.span, {
              class: "mord",
              children: "."
            })]
          })]
        })]
      })
    }), "\n", createVNode(_components.p, {
      children: ["A model that cannot reach ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "K"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "K"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0715em"
              },
              children: "K"
            })]
          })
        })]
      }), " except by never alerting scores 0; a perfect classifier scores 1."]
    }), "\n", createVNode(_components.p, {
      children: ["Two scenarios are configured. ", createVNode(_components.strong, {
        children: "Ward review"
      }), ": at least 60% of alerts right, at most 30% of patients flagged, costs\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mo, {
                  children: "∈"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mn, {
                  children: "0.2"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mn, {
                  children: "0.6"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "t \\in [0.2, 0.6]"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6542em",
                verticalAlign: "-0.0391em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "∈"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.2"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.6"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            })]
          })]
        })]
      }), ". ", createVNode(_components.strong, {
        children: "Strict"
      }), ": at least 80% of alerts right, at most 20 alerts, and a cost ratio ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "C"
                  }), createVNode(_components.mn, {
                    children: "0"
                  })]
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "/"
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "C"
                  }), createVNode(_components.mn, {
                    children: "1"
                  })]
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "C_0/C_1"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0715em"
                },
                children: "C"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0715em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "0"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mord",
              children: "/"
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0715em"
                },
                children: "C"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0715em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "1"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            })]
          })
        })]
      }), " anywhere\nbetween 0.5 and 2."]
    }), "\n", createVNode(FeasibleRegion, {
      scenario: "ward review"
    }), "\n", createVNode(_components.p, {
      children: ["Under ", createVNode(_components.em, {
        children: "ward review"
      }), " the clinical grade and s100b are close: wfns ", createVNode(Metric, {
        metric: "pv",
        model: "wfns",
        scenario: "ward review"
      }), ",\ns100b ", createVNode(Metric, {
        metric: "pv",
        model: "s100b",
        scenario: "ward review"
      }), ", ndka\n", createVNode(Metric, {
        metric: "pv",
        model: "ndka",
        scenario: "ward review"
      }), " — a difference far smaller than the uncertainty of a\n113-patient sample."]
    }), "\n", createVNode(FeasibleRegion, {
      scenario: "strict"
    }), "\n", createVNode(_components.p, {
      children: ["Under ", createVNode(_components.em, {
        children: "strict"
      }), " the picture changes: s100b ", createVNode(Metric, {
        metric: "pv",
        model: "s100b",
        scenario: "strict"
      }), ", ndka\n", createVNode(Metric, {
        metric: "pv",
        model: "ndka",
        scenario: "strict"
      }), ", wfns ", createVNode(Metric, {
        metric: "pv",
        model: "wfns",
        scenario: "strict"
      }), ".\nThe clinical grade’s most selective threshold (grade 5) flags 22 patients (18 with a poor outcome, 4 without): its\nprecision, 0.82, is high enough, but 22 alerts exceed the 20 the team can follow, so within this region wfns can only\nstay silent. s100b’s finer thresholds let it stop at fewer alerts."]
    }), "\n", createVNode(LesserAreaCurve, {
      scenario: "strict"
    }), "\n", createVNode(_components.p, {
      children: "The operating points behind these numbers, with the counts a protocol committee would ask for (the s100b threshold of\n0.205 and WFNS grade ≥ 4 are listed in the config; the other rows are the best feasible points of each scenario):"
    }), "\n", createVNode(OperatingPoints, {}), "\n", createVNode(_components.h2, {
      id: "are-these-thresholds-better-than-chance-the-dutch-draw",
      children: "Are these thresholds better than chance? The Dutch Draw"
    }), "\n", createVNode(_components.p, {
      children: ["A threshold can look respectable and still be no better than a coin. The ", createVNode(_components.em, {
        children: "Dutch Draw"
      }), " classifier alarms on a random\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mo, {
                  stretchy: "false",
                  children: "⌊"
                }), createVNode(_components.mi, {
                  children: "M"
                }), createVNode(_components.mi, {
                  children: "θ"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "⌉"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\lfloor M\\theta \\rceil"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "⌊"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "M"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0278em"
              },
              children: "θ"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "⌉"
            })]
          })
        })]
      }), " of the ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "M"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "M"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6833em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "M"
            })]
          })
        })]
      }), " patients; its true positives are hypergeometric, so the expected value of every\nmeasure can be computed exactly, and its ", createVNode(_components.em, {
        children: "baseline"
      }), " is the best such expectation over ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "θ"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\theta"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6944em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0278em"
              },
              children: "θ"
            })]
          })
        })]
      }), ", for example\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "max"
                    }), createVNode(_components.mo, {
                      children: "⁡"
                    })]
                  }), createVNode(_components.mi, {
                    children: "θ"
                  })]
                }), createVNode(_components.mi, {
                  mathvariant: "double-struck",
                  children: "E"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "F"
                  }), createVNode(_components.mn, {
                    children: "1"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "2"
                }), createVNode(_components.mi, {
                  children: "P"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "/"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "M"
                }), createVNode(_components.mo, {
                  children: "+"
                }), createVNode(_components.mi, {
                  children: "P"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\max_\\theta \\mathbb{E}[F_1] = 2P/(M + P)"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: [createVNode(_components.span, {
                class: "mop",
                children: "max"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3361em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            style: {
                              marginRight: "0.0278em"
                            },
                            children: "θ"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathbb",
              children: "E"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.1389em"
                },
                children: "F"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.1389em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "1"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "2"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.1389em"
              },
              children: "P"
            }), createVNode(_components.span, {
              class: "mord",
              children: "/"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "M"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "+"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.1389em"
              },
              children: "P"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            })]
          })]
        })]
      }), " and ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mrow, {
                    children: [createVNode(_components.mi, {
                      children: "max"
                    }), createVNode(_components.mo, {
                      children: "⁡"
                    })]
                  }), createVNode(_components.mi, {
                    children: "θ"
                  })]
                }), createVNode(_components.mi, {
                  mathvariant: "double-struck",
                  children: "E"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "A"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "C"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mi, {
                  children: "max"
                }), createVNode(_components.mo, {
                  children: "⁡"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mi, {
                  children: "P"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mi, {
                  children: "N"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mi, {
                  mathvariant: "normal",
                  children: "/"
                }), createVNode(_components.mi, {
                  children: "M"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\max_\\theta \\mathbb{E}[\\mathrm{ACC}] = \\max(P, N)/M"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: [createVNode(_components.span, {
                class: "mop",
                children: "max"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3361em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            style: {
                              marginRight: "0.0278em"
                            },
                            children: "θ"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathbb",
              children: "E"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "ACC"
              })
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mop",
              children: "max"
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.1389em"
              },
              children: "P"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "N"
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mord",
              children: "/"
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.109em"
              },
              children: "M"
            })]
          })]
        })]
      }), ". An operating point that\ndoes not beat the baseline of a measure is a major warning sign. Here, with 41 of 113 patients positive, the ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "F"
                  }), createVNode(_components.mn, {
                    children: "1"
                  })]
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "F_1"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.1389em"
                },
                children: "F"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.3011em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.1389em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mtight",
                            children: "1"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            })]
          })
        })]
      }), "\nbaseline is ", createVNode(Metric, {
        metric: "ddBaseline",
        measure: "FBETA"
      }), " — several of the operating points above do not reach it. Counts and rates (TP, TN, FP, FN, TPR, TNR, FPR,\nFNR) are shown without a flag: alarming on everyone or no one already attains their best value."]
    }), "\n", createVNode(DutchDrawTable, {}), "\n", createVNode(DutchDrawChart, {}), "\n", createVNode(_components.h2, {
      id: "capacity-and-bounded-risk",
      children: "Capacity and bounded risk"
    }), "\n", createVNode(_components.p, {
      children: ["Two more deployment limits, in Sameni’s formulation. A team that can follow up at most a share ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "m"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "m"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "m"
            })]
          })
        })]
      }), " of patients must\nstay under the ", createVNode(_components.em, {
        children: "capacity line"
      }), " ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "π"
                  }), createVNode(_components.mi, {
                    children: "p"
                  })]
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "T"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  children: "+"
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "π"
                  }), createVNode(_components.mi, {
                    children: "n"
                  })]
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "F"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  children: "≤"
                }), createVNode(_components.mi, {
                  children: "m"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\pi_p\\,\\mathrm{TPR} + \\pi_n\\,\\mathrm{FPR} \\le m"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.9694em",
                verticalAlign: "-0.2861em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "π"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.1514em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0359em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "p"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2861em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "TPR"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "+"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "π"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.1514em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0359em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "n"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "FPR"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "≤"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "m"
            })]
          })]
        })]
      }), " (here ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "m"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "0.3"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "m = 0.3"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "m"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6444em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.3"
            })]
          })]
        })]
      }), "). If a missed poor\noutcome costs ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "β"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\beta"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8889em",
                verticalAlign: "-0.1944em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0528em"
              },
              children: "β"
            })]
          })
        })]
      }), " and a false alarm ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: createVNode(_components.mi, {
                  children: "α"
                })
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\alpha"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0037em"
              },
              children: "α"
            })]
          })
        })]
      }), ", the expected cost per patient is bounded by\n", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "α"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "π"
                  }), createVNode(_components.mi, {
                    children: "n"
                  })]
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "F"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  children: "+"
                }), createVNode(_components.mi, {
                  children: "β"
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.msub, {
                  children: [createVNode(_components.mi, {
                    children: "π"
                  }), createVNode(_components.mi, {
                    children: "p"
                  })]
                }), createVNode(_components.mtext, {
                  children: " "
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "("
                }), createVNode(_components.mn, {
                  children: "1"
                }), createVNode(_components.mo, {
                  children: "−"
                }), createVNode(_components.mrow, {
                  children: [createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "T"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "P"
                  }), createVNode(_components.mi, {
                    mathvariant: "normal",
                    children: "R"
                  })]
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: ")"
                }), createVNode(_components.mo, {
                  children: "≤"
                }), createVNode(_components.mi, {
                  children: "c"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\alpha\\,\\pi_n\\,\\mathrm{FPR} + \\beta\\,\\pi_p\\,(1 - \\mathrm{TPR}) \\le c"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8333em",
                verticalAlign: "-0.15em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0037em"
              },
              children: "α"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "π"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.1514em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0359em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "n"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.15em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "FPR"
              })
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "+"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1.0361em",
                verticalAlign: "-0.2861em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0528em"
              },
              children: "β"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: [createVNode(_components.span, {
                class: "mord mathnormal",
                style: {
                  marginRight: "0.0359em"
                },
                children: "π"
              }), createVNode(_components.span, {
                class: "msupsub",
                children: createVNode(_components.span, {
                  class: "vlist-t vlist-t2",
                  children: [createVNode(_components.span, {
                    class: "vlist-r",
                    children: [createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.1514em"
                      },
                      children: createVNode(_components.span, {
                        style: {
                          top: "-2.55em",
                          marginLeft: "-0.0359em",
                          marginRight: "0.05em"
                        },
                        children: [createVNode(_components.span, {
                          class: "pstrut",
                          style: {
                            height: "2.7em"
                          }
                        }), createVNode(_components.span, {
                          class: "sizing reset-size6 size3 mtight",
                          children: createVNode(_components.span, {
                            class: "mord mathnormal mtight",
                            children: "p"
                          })
                        })]
                      })
                    }), createVNode(_components.span, {
                      class: "vlist-s",
                      children: "​"
                    })]
                  }), createVNode(_components.span, {
                    class: "vlist-r",
                    children: createVNode(_components.span, {
                      class: "vlist",
                      style: {
                        height: "0.2861em"
                      },
                      children: createVNode(_components.span, {})
                    })
                  })]
                })
              })]
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "("
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            }), createVNode(_components.span, {
              class: "mbin",
              children: "−"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2222em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: createVNode(_components.span, {
                class: "mord mathrm",
                children: "TPR"
              })
            }), createVNode(_components.span, {
              class: "mclose",
              children: ")"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "≤"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "c"
            })]
          })]
        })]
      }), " (here ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "α"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "1"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\alpha = 1"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0037em"
              },
              children: "α"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6444em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "1"
            })]
          })]
        })]
      }), ", ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "β"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "4"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "\\beta = 4"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.8889em",
                verticalAlign: "-0.1944em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              style: {
                marginRight: "0.0528em"
              },
              children: "β"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6444em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "4"
            })]
          })]
        })]
      }), ", ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "c"
                }), createVNode(_components.mo, {
                  children: "="
                }), createVNode(_components.mn, {
                  children: "0.5"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "c = 0.5"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.4306em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "c"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "="
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6444em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.5"
            })]
          })]
        })]
      }), "), a\nhalf-plane of ROC space. The chart marks, for each predictor, the most sensitive threshold within capacity and the\nleast-risk threshold."]
    }), "\n", createVNode(GeometryChart, {}), "\n", createVNode(_components.h2, {
      id: "how-sure-are-these-numbers",
      children: "How sure are these numbers?"
    }), "\n", createVNode(_components.p, {
      children: "With 41 poor outcomes, every estimate above is uncertain. The intervals below are DeLong’s for AUROC and stratified\nbootstrap percentile intervals (1,000 resamples of the same patients for every predictor) for the rest; the sentences\nare computed with the report."
    }), "\n", createVNode(Uncertainty, {}), "\n", createVNode(_components.h2, {
      id: "what-this-means-for-a-protocol",
      children: "What this means for a protocol"
    }), "\n", createVNode(_components.ul, {
      children: ["\n", createVNode(_components.li, {
        children: "The clinical grade discriminates best overall (highest AUROC and VOROS) and is as good as s100b for a ward that can\nreview a third of its patients."
      }), "\n", createVNode(_components.li, {
        children: "With a hard limit of 20 alerts and a precision of 80%, the grade’s coarse steps are a handicap and s100b is the only\nusable predictor; this conclusion rests on a handful of patients around the threshold."
      }), "\n", createVNode(_components.li, {
        children: "ndka adds little on its own at any cost or constraint examined here."
      }), "\n", createVNode(_components.li, {
        children: ["Before adopting any threshold, confirm the estimates on a larger, independent cohort: with\n", createVNode(Metric, {
          metric: "positives"
        }), " poor outcomes, a single patient moves a sensitivity by more than two percentage points."]
      }), "\n"]
    }), "\n", createVNode(_components.p, {
      children: ["Which predictor wins over a whole grid of precision requirements and capacities (costs ", createVNode(_components.span, {
        class: "katex",
        children: [createVNode(_components.span, {
          class: "katex-mathml",
          children: createVNode(_components.math, {
            xmlns: "http://www.w3.org/1998/Math/MathML",
            children: createVNode(_components.semantics, {
              children: [createVNode(_components.mrow, {
                children: [createVNode(_components.mi, {
                  children: "t"
                }), createVNode(_components.mo, {
                  children: "∈"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "["
                }), createVNode(_components.mn, {
                  children: "0.1"
                }), createVNode(_components.mo, {
                  separator: "true",
                  children: ","
                }), createVNode(_components.mn, {
                  children: "0.5"
                }), createVNode(_components.mo, {
                  stretchy: "false",
                  children: "]"
                })]
              }), createVNode(_components.annotation, {
                encoding: "application/x-tex",
                children: "t \\in [0.1, 0.5]"
              })]
            })
          })
        }), createVNode(_components.span, {
          class: "katex-html",
          "aria-hidden": "true",
          children: [createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "0.6542em",
                verticalAlign: "-0.0391em"
              }
            }), createVNode(_components.span, {
              class: "mord mathnormal",
              children: "t"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            }), createVNode(_components.span, {
              class: "mrel",
              children: "∈"
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.2778em"
              }
            })]
          }), createVNode(_components.span, {
            class: "base",
            children: [createVNode(_components.span, {
              class: "strut",
              style: {
                height: "1em",
                verticalAlign: "-0.25em"
              }
            }), createVNode(_components.span, {
              class: "mopen",
              children: "["
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.1"
            }), createVNode(_components.span, {
              class: "mpunct",
              children: ","
            }), createVNode(_components.span, {
              class: "mspace",
              style: {
                marginRight: "0.1667em"
              }
            }), createVNode(_components.span, {
              class: "mord",
              children: "0.5"
            }), createVNode(_components.span, {
              class: "mclose",
              children: "]"
            })]
          })]
        })]
      }), "):"]
    }), "\n", createVNode(WinnerHeatmap, {}), "\n", createVNode(_components.p, {
      children: "How sure is each cell’s winner? In 1,000 stratified bootstrap resamples of the 113 patients, the share in which the\ncell’s winner still wins (by the same rule, within 0.01 of the best):"
    }), "\n", createVNode(WinProbability, {}), "\n", createVNode(_components.p, {
      children: "Use the panel below to try other values; the numbers are recomputed in the page from the same count tables."
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = props.components || ({});
  return MDXLayout ? createVNode(MDXLayout, {
    ...props,
    children: createVNode(_createMdxContent, {
      ...props
    })
  }) : _createMdxContent(props);
}
function _missingMdxReference(id, component) {
  throw new Error("Expected " + ("component" ) + " `" + id + "` to be defined: you likely forgot to import, pass, or provide it.");
}

const url = "content/reports/asah.mdx";
const file = "/work/wt-uncert2/content/reports/asah.mdx";
const Content = (props = {}) => MDXContent({
  ...props,
  components: { Fragment: Fragment, ...props.components, },
});
Content[Symbol.for('mdx-component')] = true;
Content[Symbol.for('astro.needsHeadRendering')] = !Boolean(frontmatter.layout);
Content.moduleId = "/work/wt-uncert2/content/reports/asah.mdx";
__astro_tag_component__(Content, 'astro:jsx');

export { Content, Content as default, file, frontmatter, getHeadings, url };
