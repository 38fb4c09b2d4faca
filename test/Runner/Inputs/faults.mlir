// Planted faults for kopt-runner: FAULT selects what the variant does wrong.
//   0: correct (the reference), 1: wrong values, 2: writes out of bounds,
//   3: never finishes, 4: leaves half of its output unwritten.
// The runner must report 1 and 4 as wrong, 2 as an error, 3 as a timeout,
// and finish with 0 measured.
kopt.kernel @scale attributes {shapes = [{n = 1048576}]} {
  kopt.size @n
  kopt.param @FAULT : i32 domain #kopt.range<0 to 4> default 0
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n", atol = 1.0e-06, rtol = 1.0e-06>,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %fault = kopt.get @FAULT : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c256 = arith.constant 256 : index
    %base = arith.muli %bid, %c256 : index
    %i = arith.addi %base, %tid : index
    %size = arith.index_cast %n : i32 to index
    %inside = arith.cmpi ult, %i, %size : index
    scf.if %inside {
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %two = arith.constant 2.0 : f32
      %twice = arith.mulf %x, %two : f32
      scf.index_switch %fault
      case 1 {
        %three = arith.constant 3.0 : f32
        %wrong = arith.mulf %x, %three : f32
        memref.store %wrong, %out[%i] : memref<?xf32, 1>
        scf.yield
      }
      case 2 {
        %far = arith.constant 1099511627776 : index
        %j = arith.addi %i, %far : index
        memref.store %twice, %out[%j] : memref<?xf32, 1>
        scf.yield
      }
      case 3 {
        %low = arith.constant -2.0 : f32
        scf.while : () -> () {
          %v = memref.load %in[%i] : memref<?xf32, 1>
          %again = arith.cmpf oge, %v, %low : f32
          scf.condition(%again)
        } do {
          memref.store %twice, %out[%i] : memref<?xf32, 1>
          scf.yield
        }
        scf.yield
      }
      case 4 {
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %odd = arith.remui %i, %c2 : index
        %even = arith.cmpi eq, %odd, %c0 : index
        scf.if %even {
          memref.store %twice, %out[%i] : memref<?xf32, 1>
        }
        scf.yield
      }
      default {
        memref.store %twice, %out[%i] : memref<?xf32, 1>
      }
    }
  }
}
