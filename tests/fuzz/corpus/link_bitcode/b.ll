; ModuleID = '../bc/b.bc'
source_filename = "b.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @nbody(<4 x float> addrspace(1)* nocapture noundef readonly align 16 %0, <4 x float> addrspace(1)* nocapture noundef align 16 %1, float noundef %2, i32 addrspace(1)* noundef align 4 %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %5
  %7 = load <4 x float>, <4 x float> addrspace(1)* %6, align 16, !tbaa !9
  br label %21

8:                                                ; preds = %21
  %9 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %1, i64 %5
  %10 = load <4 x float>, <4 x float> addrspace(1)* %9, align 16, !tbaa !9
  %11 = insertelement <4 x float> poison, float %2, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %35, <4 x float> %12, <4 x float> %10)
  %14 = tail call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef %13, float noundef -1.000000e+01, float noundef 1.000000e+01) #4
  %15 = fneg float %2
  %16 = tail call spir_func float @_Z3expf(float noundef %15) #4
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = fmul <4 x float> %14, %18
  store <4 x float> %19, <4 x float> addrspace(1)* %9, align 16, !tbaa !9
  %20 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %3) #5
  ret void

21:                                               ; preds = %4, %21
  %22 = phi <4 x float> [ zeroinitializer, %4 ], [ %35, %21 ]
  %23 = phi i32 [ 0, %4 ], [ %36, %21 ]
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %24
  %26 = load <4 x float>, <4 x float> addrspace(1)* %25, align 16, !tbaa !9
  %27 = fsub <4 x float> %26, %7
  %28 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %27, <4 x float> noundef %27) #4
  %29 = fadd float %28, 0x3F50624DE0000000
  %30 = tail call spir_func float @_Z5rsqrtf(float noundef %29) #4
  %31 = insertelement <4 x float> poison, float %30, i64 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %33 = fmul <4 x float> %27, %32
  %34 = fmul <4 x float> %32, %33
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %34, <4 x float> %32, <4 x float> %22)
  %36 = add nuw nsw i32 %23, 1
  %37 = icmp ult i32 %23, 15
  br i1 %37, label %21, label %8, !llvm.loop !12
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func float @_Z3expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 1, i32 0, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float4*", !"float4*", !"float", !"int*"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"int*"}
!8 = !{!"", !"", !"", !"volatile"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
